import { ClientErrorReportSchema } from '@maplebridge/contracts';
import { z } from 'zod';
import { clientOf, createBudget } from '#plugins/rate-limit.ts';
import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';

/** Reports a browser may send a minute: enough for a page that fails, too few to flood the logs. */
const REPORTS_PER_MINUTE = 10;

/**
 * `POST /api/client-errors`: errors the web app met in a browser, written to the log as warnings
 * (`client error`) beside the server's own. Nothing is stored and nothing names the person.
 */
export const clientErrorsModule: ModulePlugin = async (app) => {
  await app.register(
    async (routes) => {
      const budget = createBudget(
        routes,
        'client-errors',
        { windowMs: 60_000, max: REPORTS_PER_MINUTE },
        clientOf,
      );
      routes.post(
        '/client-errors',
        {
          config: { actionName: 'clientErrors.report' },
          schema: {
            tags: ['operations'],
            summary: 'Report an error the web app met in a browser (logged, not stored)',
            body: ClientErrorReportSchema,
            response: { 204: z.null().describe('Logged') },
          },
        },
        async (request, reply) => {
          await budget(request);
          request.log.warn({ clientError: request.body }, 'client error');
          return reply.status(204).send();
        },
      );
    },
    { prefix: API_PREFIX },
  );
};
