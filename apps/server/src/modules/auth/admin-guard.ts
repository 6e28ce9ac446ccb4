import type { FastifyInstance } from 'fastify';
import type { UserRow } from '#db/schema/index.ts';
import type { AuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin making a `/api/admin/…` request, once the guard has let them through. */
    admin: UserRow | null;
  }
}

/**
 * Every `/api/admin/…` request is an admin's, checked before anything else (body validation
 * included): a visitor gets 401 and a member 403 whatever they send.
 */
export function registerAdminGuard(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    if (!/^\/api\/admin(\/|\?|$)/.test(request.url)) return;
    request.admin = await auth.authenticateAdmin(request.headers.authorization);
  });
}
