import type { ErrorCode, ErrorEnvelope, FieldError } from '@maplebridge/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from '../db/data-exception.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../errors.ts';

/** How long a client should wait before trying again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own 4xx errors whose message is safe and useful to show, by Fastify error code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.invalid',
  FST_ERR_RATE_LIMIT: 'request.tooMany',
  FST_REQ_FILE_TOO_LARGE: 'request.tooLarge',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.unsupportedMediaType',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation's name, answered as the envelope's `actionName`. */
    actionName?: string;
  }
}

export function actionNameOf(request: FastifyRequest): string | null {
  return request.routeOptions.config?.actionName ?? null;
}

export function errorEnvelope(
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  message: string,
  extra: { fields?: FieldError[]; requestId?: string } = {},
): ErrorEnvelope {
  return { status, message, data: { code, ...extra }, actionName: actionNameOf(request) };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  extra: { fields?: FieldError[]; requestId?: string; retryAfterSeconds?: number } = {},
) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(request, status, code, message, extra));
}

function toFieldErrors(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const pointer = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      field: pointer ? `${context}.${pointer}` : context,
      code: issue.keyword,
      message: issue.message ?? 'is invalid',
    };
  });
}

/**
 * The driver's own error under drizzle's wrapper, whose message quotes the query's parameters (what
 * a member typed): only its code and message are logged.
 */
function driverErrorOf(error: unknown) {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown };
  for (let depth = 0; current.cause && typeof current.cause === 'object' && depth < 5; depth++)
    current = current.cause as typeof current;
  return { code: current.code, message: current.message };
}

/**
 * Fastify's `frameworkErrors`: a URL its router cannot take (a path part whose percent-encoding is
 * not UTF-8, or longer than a path parameter may be) answered as an envelope like any other 400.
 */
/** A fault of ours: logged whole, answered with only the request id to quote to support. */
function sendInternalError(request: FastifyRequest, reply: FastifyReply, error: unknown, logMessage: string) {
  request.log.error({ err: error }, logMessage);
  return sendError(
    request,
    reply,
    500,
    'server.internal',
    'An unexpected error occurred. Please try again later.',
    {
      requestId: String(request.id),
    },
  );
}

export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(
      request,
      reply,
      400,
      'request.invalid',
      'Invalid request: a part of the URL path is too long.',
    );
  if (error.code === 'FST_ERR_BAD_URL')
    return sendError(
      request,
      reply,
      400,
      'request.invalid',
      'Invalid request: the URL path holds a percent-encoded sequence that is not valid UTF-8.',
    );
  return sendInternalError(request, reply, error, 'unhandled router error');
}

/** The one place where errors become envelopes; nothing internal reaches the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(request, reply, error.statusCode, error.code, error.message, {
        ...(error.fields ? { fields: error.fields } : {}),
        ...error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = toFieldErrors(error);
      const summary = fields.map((field) => `${field.field}: ${field.message}`).join('; ');
      return sendError(request, reply, 400, 'request.invalid', `Invalid request: ${summary}`, { fields });
    }
    // decodeURIComponent on a URL part that is not UTF-8 once decoded (`%FF%FE`): the client's mistake.
    if (error instanceof URIError) {
      return sendError(
        request,
        reply,
        400,
        'request.invalid',
        'Invalid request: the URL holds a percent-encoded sequence that is not valid UTF-8.',
      );
    }
    // The client dropped the connection while its body was read (ECONNRESET from the request
    // stream): nobody waits for an answer, and it is not the database's failure. The socket, not the
    // request stream, tells: a stream whose body was read whole is destroyed too.
    if (request.raw.socket?.destroyed) {
      request.log.info({ code: (error as { code?: unknown }).code }, 'client closed the request');
      return reply.status(499).send();
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: driverErrorOf(error) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(
        request,
        reply,
        503,
        'server.unavailable',
        'The service is temporarily unavailable; please try again in a moment.',
        { requestId: String(request.id) },
      );
    }
    if (isDataException(error)) {
      request.log.warn({ reason: driverErrorOf(error) }, 'the database refused a value of the request');
      return sendError(
        request,
        reply,
        400,
        'request.invalid',
        'Invalid request: a value cannot be stored (it may hold a NUL character or be out of range).',
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendError(
        request,
        reply,
        429,
        'request.tooMany',
        'Too many requests; please wait before trying again.',
      );
    }
    if (status >= 400 && status < 500) {
      const code =
        FASTIFY_CODES[error.code] ??
        (error instanceof SyntaxError ? 'request.malformedJson' : 'request.invalid');
      return sendError(request, reply, status, code, error.message);
    }
    return sendInternalError(request, reply, error, 'unhandled error');
  });
}
