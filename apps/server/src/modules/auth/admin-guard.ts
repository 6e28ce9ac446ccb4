import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import type { SecurityLog } from '../audit/security-log.ts';
import { ADMIN, type AuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin making a `/api/admin/…` request, once the guard has let them through. */
    admin: UserRow | null;
  }
}

const ADMIN_PATH = /^\/api\/admin(\/|\?|$)/;

export const isAdminPath = (url: string) => ADMIN_PATH.test(url);

/**
 * Every `/api/admin/…` request is an admin's, checked before its body is read (and so before it is
 * validated): a visitor gets 401 and a member 403 whatever they send, and each refusal goes to the
 * audit log. The check comes after the global rate limit (a route's `onRequest`), so refusals,
 * and their audit entries, are counted against the client's budget like any other request.
 */
export function registerAdminGuard(app: FastifyInstance, auth: AuthService, securityLog: SecurityLog) {
  app.decorateRequest('admin', null);
  app.addHook('preParsing', async (request) => {
    if (!isAdminPath(request.url)) return;
    const user = await auth.authenticate(request.headers.authorization).catch(async (error: unknown) => {
      if (error instanceof AppError && error.code === 'auth.unauthorized')
        await securityLog.recordAdminRefusal(request, 401, null);
      throw error;
    });
    if (user.userType !== ADMIN) {
      await securityLog.recordAdminRefusal(request, 403, user);
      throw new AppError('auth.forbidden', 'Only staff may do this.');
    }
    request.admin = user;
    request.member = user;
  });
}

/** The admin the guard let through: every `/api/admin/…` route has one. */
export function signedInAdmin(request: FastifyRequest): UserRow {
  if (!request.admin) throw new AppError('auth.forbidden', 'Only staff may do this.');
  return request.admin;
}
