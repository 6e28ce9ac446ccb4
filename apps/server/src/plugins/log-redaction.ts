import type { FastifyRequest } from 'fastify';

/** Query parameters whose values must never reach a log (the spec sends passwords in a query string). */
const SECRET_QUERY_PARAM = /([?&][^=&#]*(?:password|token|otp)[^=&#]*=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAM, '$1[redacted]');
}

/** Pino's request serializer, with secrets taken out of the URL. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
