import { DrawListQuerySchema, DrawPageResponseSchema } from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import type { DrawsService } from './draws.service.ts';

export function drawsRoutes(draws: DrawsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/draws',
      {
        config: { actionName: 'draws.list' },
        schema: {
          tags: ['crs'],
          summary: 'Express Entry rounds of invitations, newest first, by category and date',
          description:
            'latestCutOff is the most recent general or Canadian Experience Class round; its lowest score is the `crsPoints` a result is compared with. The CRS has no pass mark.',
          querystring: DrawListQuerySchema,
          response: { 200: DrawPageResponseSchema },
        },
      },
      async (request, reply) => {
        const { category, from, to, PageNumber, PageSize } = request.query;
        // Rounds change a few times a month; a minute of caching costs nothing.
        reply.header('cache-control', 'public, max-age=60');
        return ok(await draws.page({ categories: category, from, to }, PageNumber, PageSize), 'draws.list');
      },
    );
  };
}
