import type { FastifyInstance, FastifyRequest, FastifySchema, onRequestHookHandler } from 'fastify';
import type { UserRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import { isAdminPath } from './admin-guard.ts';
import type { AuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member on a route that needs one, once the guard has let them through. */
    member: UserRow | null;
  }
  interface FastifyContextConfig {
    /** The 401's message when the request carries no token at all (the spec words some). */
    notSignedInMessage?: string;
  }
}

/**
 * Whether a route's documented `security` demands a bearer token: `[{ bearer: [] }]` does,
 * `[{ bearer: [] }, {}]` (a token is optional) does not.
 */
export function requiresToken(schema: FastifySchema | undefined): boolean {
  const security = (schema as { security?: unknown } | undefined)?.security;
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((requirement) => typeof requirement === 'object' && 'bearer' in requirement)
  );
}

/**
 * Every route whose API document says it needs a bearer token checks it in `onRequest`, before its
 * body is read, parsed or validated: without a valid token the answer is 401 whatever the request
 * carries (`/api/admin/…` is the admin guard's: 403 for a member, and the member set for the handler). Registered
 * before the routes; their handlers take the member from `signedInMember(request)`.
 */
export function registerMemberGuard(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('member', null);
  const authenticate: onRequestHookHandler = async (request) => {
    // The admin guard checks (and audits) those, after the rate limit, and sets the member.
    if (isAdminPath(request.url)) return;
    const { notSignedInMessage } = request.routeOptions.config;
    if (notSignedInMessage && !request.headers.authorization)
      throw new AppError('auth.unauthorized', notSignedInMessage);
    request.member = await auth.authenticate(request.headers.authorization);
  };
  app.addHook('onRoute', (route) => {
    if (!requiresToken(route.schema)) return;
    // After the route's own hooks (the rate limit's): failed attempts count against the budget.
    route.onRequest = [...[route.onRequest ?? []].flat(), authenticate];
  });
}

/** The member the guard let through; a route not documented as needing a token has none. */
export function signedInMember(request: FastifyRequest): UserRow {
  if (!request.member)
    throw new AppError('auth.unauthorized', 'You are not logged in or your session has expired.');
  return request.member;
}
