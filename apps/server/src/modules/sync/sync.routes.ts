import { SyncJobParamsSchema, SyncRunResponseSchema, SyncStatusResponseSchema } from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { adminRouteOptions } from '../route-options.ts';
import type { SyncScheduler } from './sync-scheduler.ts';

export function syncRoutes(auth: AuthService, sync: SyncScheduler): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/sync',
      adminRouteOptions(auth, 'admin.sync.list', {
        summary:
          'The scheduled imports (IRCC’s rounds, the news feeds): the last run, its result and the next',
        response: SyncStatusResponseSchema,
      }),
      async () => ok({ items: await sync.statuses() }, 'admin.sync.list'),
    );

    app.post(
      '/admin/sync/:job/run',
      adminRouteOptions(auth, 'admin.sync.run', {
        errors: [409],
        summary:
          'Run a scheduled import now; when it is already running (on any server), says so and runs nothing',
        description:
          '404 `sync.unknownJob` for a job other than `draws` and `news`; 409 `sync.notConfigured` when it has no feed.',
        params: SyncJobParamsSchema,
        response: SyncRunResponseSchema,
      }),
      async (request) => {
        const outcome = await sync.runNow(request.params.job);
        return ok(outcome, 'admin.sync.run', outcome.hasRun ? 'Import run' : 'Import already running');
      },
    );
  };
}
