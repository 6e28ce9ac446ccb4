import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/** Query parameters whose values must never reach a log (the spec sends passwords in a query string). */
const SECRET_QUERY_PARAM = /([?&][^=&#]*(?:password|token|otp)[^=&#]*=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAM, '$1[redacted]');
}

/** Pino's request serializer, with secrets taken out of the URL. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

type ErrorLike = Error & { params?: unknown; detail?: unknown; cause?: unknown };

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

/**
 * A copy of `error` and its causes without what a member typed: drizzle's DrizzleQueryError quotes
 * its query's parameters (user ids, e-mail addresses, search words) in `params` and at the end of
 * its message and stack; PostgreSQL's `detail` quotes the values of a violated key. The query's
 * text, the codes and the messages stay.
 */
function withoutValues(error: ErrorLike, depth = 0): ErrorLike {
  if (depth > 5) return error;
  const hasParams = 'params' in error;
  const hasDetail = typeof error.detail === 'string';
  const cause = isErrorLike(error.cause) ? withoutValues(error.cause, depth + 1) : error.cause;
  if (!hasParams && !hasDetail && cause === error.cause) return error;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error)), error) as ErrorLike;
  let message = error.message;
  if (hasParams) {
    message = message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
    copy.params = '[redacted]';
  }
  if (hasDetail) copy.detail = '[redacted]';
  Object.defineProperty(copy, 'message', { value: message, enumerable: false, writable: true });
  Object.defineProperty(copy, 'stack', {
    value: error.stack?.replace(error.message, message),
    enumerable: false,
    writable: true,
  });
  if (cause !== undefined) copy.cause = cause;
  return copy;
}

/** The chain of causes in brief (pino appends only their messages and stacks): their codes too. */
function causesOf(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error) || depth > 5) return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return {
    type: error.name,
    message: error.message,
    ...(code === undefined ? {} : { code }),
    ...(severity === undefined ? {} : { severity }),
    ...(error.cause === undefined ? {} : { cause: causesOf(error.cause, depth + 1) }),
  };
}

/** Pino's error serializer, with the values of failed queries taken out (see `withoutValues`). */
export function serializeError(error: Error) {
  if (!isErrorLike(error)) return stdSerializers.err(error);
  const redacted = withoutValues(error);
  const serialized = stdSerializers.err(redacted);
  return redacted.cause === undefined ? serialized : { ...serialized, cause: causesOf(redacted.cause) };
}
