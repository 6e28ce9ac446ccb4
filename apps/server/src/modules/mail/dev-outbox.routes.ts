import { OutboxResponseSchema } from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailPayload } from '#db/schema/index.ts';
import { ok } from '#envelope.ts';
import { AppError } from '#errors.ts';
import type { OutboxRepository } from '../jobs/outbox.repository.ts';
import { routeOptions } from '../route-options.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket's form). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/**
 * GET /api/dev/outbox: the mails of the outbox transport, newest first, codes included. Never
 * registered in production, and only for this machine: the socket's own peer address is checked,
 * not `request.ip`, which a client names itself in X-Forwarded-For under TRUST_PROXY. Any other
 * caller gets the answer of a route that does not exist.
 */
export function devOutboxRoutes(outbox: OutboxRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isLoopbackAddress(request.socket.remoteAddress))
        throw new AppError(
          'route.notFound',
          `Route ${request.method} ${request.url.split('?')[0]} not found`,
        );
    });
    app.get(
      '/dev/outbox',
      routeOptions('dev', 'dev.outbox', {
        summary: 'Mails kept by the outbox transport (development only, from this machine only)',
        response: OutboxResponseSchema,
      }),
      async () => {
        const rows = await outbox.findRecent('mail');
        const items = rows.map((row) => {
          const mail = row.payload as MailPayload;
          return {
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            code: mail.code ?? null,
            headers: mail.headers ?? null,
            status: row.status,
            createdAt: row.createdAt.toISOString(),
          };
        });
        return ok({ items }, 'dev.outbox');
      },
    );
  };
}
