import { OutboxResponseSchema } from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import type { MailRepository } from './mail.repository.ts';

/** GET /api/dev/outbox: the mails of the outbox transport, newest first. Never registered in production. */
export function devOutboxRoutes(mail: MailRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox',
      {
        config: { actionName: 'dev.outbox' },
        schema: {
          tags: ['dev'],
          summary: 'Mails kept by the outbox transport (development only)',
          response: { 200: OutboxResponseSchema },
        },
      },
      async () => {
        const rows = await mail.findRecent();
        const items = rows.map((row) => ({
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          code: row.code,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        }));
        return ok({ items }, 'dev.outbox');
      },
    );
  };
}
