import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditRepository } from './audit.repository.ts';
import { pathOf } from './security-log.ts';

/** Where a request came from, for the entries a service writes itself (a code lock-out has no admin). */
export interface RequestOrigin {
  ip: string;
  method: string;
  path: string;
}

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  method: request.method,
  path: pathOf(request),
});

/**
 * Records each change made through the console: a successful request to an `admin.*` route that is
 * not a read, with the admin the guard let through (`admin-guard.ts`). Written before the answer
 * goes out, so a change the admin saw succeed is in the log.
 */
export function registerAuditLog(app: FastifyInstance, audit: AuditRepository) {
  app.addHook('onSend', async (request, reply, payload) => {
    const action = (request.routeOptions.config as { actionName?: string } | undefined)?.actionName;
    if (!action?.startsWith('admin.') || request.method === 'GET' || reply.statusCode >= 400) return payload;
    try {
      await audit.record({
        actorId: request.admin?.id ?? null,
        actorEmail: request.admin?.email ?? null,
        action,
        method: request.method,
        path: pathOf(request),
        statusCode: reply.statusCode,
        ip: request.ip ?? null,
      });
    } catch (error) {
      request.log.error({ err: error, action }, 'audit log entry not written');
    }
    return payload;
  });
}
