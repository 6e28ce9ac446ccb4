import { HealthResponseSchema } from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '#db/client.ts';
import { ok } from '#envelope.ts';

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { actionName: 'health.check' },
        schema: {
          tags: ['health'],
          summary: 'Whether the server and its database answer',
          response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
        },
      },
      async (request, reply) => {
        const uptimeSeconds = Math.round(process.uptime());
        try {
          await database.ping();
        } catch (error) {
          request.log.warn({ err: error }, 'health check: database down');
          return reply.status(503).send({
            status: 503,
            message: 'The database is not answering.',
            data: { database: 'down', databaseKind: database.kind, uptimeSeconds },
            actionName: 'health.check',
          });
        }
        return ok({ database: 'up' as const, databaseKind: database.kind, uptimeSeconds }, 'health.check');
      },
    );
  };
}
