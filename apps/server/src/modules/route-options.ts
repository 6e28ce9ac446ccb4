import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ErrorStatus } from '#plugins/swagger.ts';
import type { AuthService } from './auth/auth.service.ts';

type Security = Record<string, string[]>[];

// A new array for every route: the YAML document writes an array that routes share only once and
// then points back to it, which would change the document.

/** A route that needs a bearer token: the member guard checks it before the handler (member-guard.ts). */
export const signedIn = (): Security => [{ bearer: [] }];

/** A route where the token is optional: the handler reads who asks, if anyone does. */
export const tokenOptional = (): Security => [{ bearer: [] }, {}];

/** A route's entry in the API document, with `response` its 200 answer. */
export interface RouteDoc {
  summary: string;
  description?: string;
  security?: Security;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  response: z.ZodType;
  /** Error answers beyond those every operation documents (plugins/swagger.ts), e.g. 409. */
  errors?: readonly ErrorStatus[];
  /** A multipart/form-data body's one file, for the API document (Fastify does not check it). */
  uploadFile?: { field: string; description: string };
}

/**
 * A route's options: its action name (the envelope's `actionName`, logs, metrics) and its schema,
 * listed under `tag` in the API document. The handler's request and answer are typed by the schema.
 */
export function routeOptions<Doc extends RouteDoc>(tag: string, actionName: string, doc: Doc) {
  const { response, errors, uploadFile, ...schema } = doc;
  // Annotated, or TypeScript widens it to z.ZodType and leaves the handler's answer unchecked.
  const responses: { 200: Doc['response'] } = { 200: response };
  // In the route's config, not its schema: only the API document reads them.
  const config: FastifyContextConfig =
    errors || uploadFile ? { actionName, apiDoc: { errors, uploadFile } } : { actionName };
  return { config, schema: { tags: [tag], ...schema, response: responses } };
}

/**
 * An `/admin/…` route, listed under `admin` as needing a token. The admin guard has let only staff
 * through (admin-guard.ts); the route checks the token again before its handler.
 */
export function adminRouteOptions<Doc extends RouteDoc>(auth: AuthService, actionName: string, doc: Doc) {
  return {
    preHandler: async (request: FastifyRequest) => {
      await auth.authenticateAdmin(request.headers.authorization);
    },
    ...routeOptions('admin', actionName, { security: signedIn(), ...doc }),
  };
}
