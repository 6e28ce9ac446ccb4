import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_STATUS } from '@maplebridge/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { nameApiSchemas } from './api-schemas.ts';
import { HEALTH_PATH } from './rate-limit.ts';

/** The error statuses an operation may document (each answers the error envelope, `ErrorEnvelope`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the API document says of a route beyond its schema. Documentation only: Fastify never
     * checks or serializes by it, so it cannot change what the route answers.
     */
    apiDoc?: {
      /** Error statuses of this route beyond those every operation gets (`errorStatusesOf`), e.g. 409. */
      errors?: readonly ErrorStatus[];
      /** A multipart/form-data body with one file: its field's name and what it takes. */
      uploadFile?: { field: string; description: string };
      /** Answers the route does not serialize by a schema (a stream), by status. */
      responses?: Record<number, { description: string; content: Record<string, { schema: z.ZodType }> }>;
    };
  }
}

/** The error answers, each a named response of the document (`#/components/responses/<name>`). */
const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string; retryAfter?: boolean }> = {
  400: { name: 'BadRequest', description: 'The request is invalid; `data.fields` names each bad field.' },
  401: { name: 'Unauthorized', description: 'No valid bearer token: signed out, or the session ended.' },
  403: {
    name: 'Forbidden',
    description: 'The token is valid but does not allow this (staff only, or not yours).',
  },
  404: { name: 'NotFound', description: 'What the path names does not exist (or is not yours).' },
  409: { name: 'Conflict', description: 'The request conflicts with what is stored.' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than the server takes.' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body’s content type is not one the operation reads.',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests from this client; try again after `Retry-After` seconds.',
    retryAfter: true,
  },
  500: {
    name: 'InternalError',
    description: 'A fault of the server; `data.requestId` is the one to quote to support.',
  },
  503: {
    name: 'Unavailable',
    description: 'The database is out of reach, or the server is shutting down; try again shortly.',
    retryAfter: true,
  },
};

const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';
const SCHEMAS_PREFIX = '#/components/schemas/';

/** The codes of `data.code` a status can carry, from the one table that maps them (ERROR_STATUS). */
function codesOf(status: number) {
  return Object.entries(ERROR_STATUS)
    .filter(([, codeStatus]) => codeStatus === status)
    .map(([code]) => `\`${code}\``)
    .join(', ');
}

function errorDescriptionOf(status: ErrorStatus) {
  const codes = codesOf(status);
  const { description } = ERROR_RESPONSES[status];
  return codes ? `${description} \`data.code\`: ${codes}.` : description;
}

/** An error answer as a route's response for @fastify/swagger, which turns it into a response object. */
function errorResponseOf(status: ErrorStatus) {
  return {
    description: errorDescriptionOf(status),
    ...(ERROR_RESPONSES[status].retryAfter
      ? {
          headers: {
            'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
          },
        }
      : {}),
    content: { 'application/json': { schema: { $ref: ERROR_ENVELOPE_REF } } },
  };
}

type Security = Record<string, string[]>[];
const needsToken = (security: Security | undefined) =>
  Array.isArray(security) && security.length > 0 && security.every((requirement) => 'bearer' in requirement);
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

/**
 * The error statuses a route's operation documents, from what every route shares: any request can be
 * malformed (400), fail on our side (500) or meet a database outage or a shutdown (503); every API route
 * but the health check counts against the rate limit (429); one with a token can be refused it (401,
 * 403); one with an id in its path can name nothing (404); a body can be too large or of a type not
 * read (413, 415). A route adds its own (409) in `config.apiDoc.errors`.
 */
export function errorStatusesOf(route: {
  method: string;
  url: string;
  security?: Security;
  extra?: readonly ErrorStatus[];
}): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400, 500, 503, ...(route.extra ?? [])]);
  if (route.url !== HEALTH_PATH) statuses.add(429);
  if (needsToken(route.security)) {
    statuses.add(401);
    statuses.add(403);
  }
  if (route.url.includes(':')) statuses.add(404);
  if (hasBody(route.method)) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

/**
 * Each route's entry: the zod schemas as JSON schema (named ones as `$ref`s), then what the route's
 * schema cannot say: its error answers, a multipart body, a streamed answer, that a public route needs
 * no token, and its `operationId` (its action name). Only the document sees this: the route's own
 * schema, by which Fastify checks and serializes, is left as it is.
 */
function transformRoute(input: TransformInput) {
  const { route, schema } = input;
  const apiDoc = route.config?.apiDoc;
  const method = [route.method].flat()[0] ?? 'GET';
  const withStream = apiDoc?.responses
    ? { ...schema, response: { ...(schema?.response as object | undefined), ...apiDoc.responses } }
    : schema;
  const transformed = jsonSchemaTransform({ ...input, schema: withStream });
  const doc = transformed.schema as JsonObject & { hide?: boolean; security?: Security };
  if (!doc || doc.hide) return transformed;

  const response = { ...(doc.response as JsonObject | undefined) };
  const security = doc.security;
  for (const status of errorStatusesOf({ method, url: route.url, security, extra: apiDoc?.errors }))
    response[status] ??= errorResponseOf(status);
  doc.response = response;
  // A new array for every route, as in route-options.ts: shared ones would change the YAML document.
  if (!security) doc.security = [];
  const actionName = route.config?.actionName;
  if (actionName && !doc.operationId) doc.operationId = actionName;
  if (apiDoc?.uploadFile && !doc.body) {
    const { field, description } = apiDoc.uploadFile;
    doc.consumes = ['multipart/form-data'];
    doc.body = {
      type: 'object',
      required: [field],
      properties: { [field]: { type: 'string', format: 'binary', description } },
    };
  }
  return transformed;
}

type OpenApiDocument = JsonObject & {
  paths?: unknown;
  components?: JsonObject & { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

const refsIn = (value: unknown) =>
  new Set(
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1] as string,
    ),
  );

/** Rewrites `$ref`s to the schemas of `renamed` (old name → new name), in one pass over the text. */
function renameRefs<T>(value: T, renamed: Map<string, string>): T {
  if (renamed.size === 0) return value;
  return JSON.parse(
    JSON.stringify(value).replace(/"#\/components\/schemas\/([^"]+)"/g, (whole, name: string) => {
      const target = renamed.get(name);
      return target === undefined ? whole : `"${SCHEMAS_PREFIX}${target}"`;
    }),
  );
}

/** The named schemas `from` refers to, and those they refer to, and so on. */
function reachableSchemas(from: unknown, schemas: Record<string, unknown>) {
  const seen = new Set<string>();
  const queue = [...refsIn(from)];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  return seen;
}

/**
 * The named schemas as the document keeps them. fastify-type-provider-zod writes each named schema
 * twice, as answers have it (`X`) and as requests send it (`XInput`, where defaults make fields
 * optional): a request's `XInput` becomes `X` when answers do not use `X` or when both are the same,
 * and a schema no operation reaches is left out.
 */
function tidySchemas(document: OpenApiDocument): OpenApiDocument {
  const schemas = { ...(document.components?.schemas as Record<string, unknown> | undefined) };
  const rootsOf = (of: OpenApiDocument) => ({ paths: of.paths, responses: of.components?.responses });
  const pairs = Object.keys(schemas)
    .filter((name) => name.endsWith('Input') && name.slice(0, -'Input'.length) in schemas)
    .map((input) => [input, input.slice(0, -'Input'.length)] as const);
  // The pairs that are the same once the pairs still taken as same are renamed: until none drops out.
  const same = new Map(pairs);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [input, output] of same)
      if (
        JSON.stringify(renameRefs(schemas[input], same)) !== JSON.stringify(renameRefs(schemas[output], same))
      ) {
        same.delete(input);
        changed = true;
      }
  }
  const used = reachableSchemas(rootsOf(document), schemas);
  const renamed = new Map([...same].filter(([input]) => used.has(input)));
  for (const [input, output] of pairs)
    if (used.has(input) && !used.has(output) && !renamed.has(input)) {
      renamed.set(input, output);
      schemas[output] = schemas[input];
    }
  const tidied = renameRefs({ ...document, components: { ...document.components, schemas } }, renamed);
  const tidiedSchemas = tidied.components?.schemas as Record<string, unknown>;
  const kept = reachableSchemas(rootsOf(tidied), tidiedSchemas);
  tidied.components = {
    ...tidied.components,
    schemas: Object.fromEntries([...kept].sort().map((name) => [name, tidiedSchemas[name]])),
  };
  return tidied;
}

type ResponseObject = { description?: string; content?: Record<string, { schema?: { $ref?: string } }> };

/** Every error answer written as a `$ref` to its named response in `components.responses`. */
function nameErrorResponses(document: OpenApiDocument): OpenApiDocument {
  const responses: Record<string, unknown> = {};
  const paths = document.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  for (const operations of Object.values(paths))
    for (const { responses: answers = {} } of Object.values(operations))
      for (const [code, answer] of Object.entries(answers)) {
        const status = Number(code) as ErrorStatus;
        const error = ERROR_RESPONSES[status];
        const { description, content } = answer as ResponseObject;
        if (!error || description !== errorDescriptionOf(status)) continue;
        if (content?.['application/json']?.schema?.$ref !== ERROR_ENVELOPE_REF) continue;
        responses[error.name] = answer;
        answers[code] = { $ref: `#/components/responses/${error.name}` };
      }
  return { ...document, components: { ...document.components, responses } };
}

/** The whole document: the named schemas, the named error answers, operation ids made unique. */
function transformDocument(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = nameErrorResponses(jsonSchemaTransformObject(input) as OpenApiDocument);
  const seen = new Map<string, number>();
  for (const operations of Object.values(document.paths as Record<string, Record<string, JsonObject>>))
    for (const operation of Object.values(operations)) {
      const id = operation.operationId;
      if (typeof id !== 'string') continue;
      const count = (seen.get(id) ?? 0) + 1;
      seen.set(id, count);
      // The same action at a second path (an alias the spec keeps): numbered in document order.
      if (count > 1) operation.operationId = `${id}.${count}`;
    }
  return tidySchemas(document) as ReturnType<typeof jsonSchemaTransformObject>;
}

/**
 * OpenAPI generated from the routes' zod contracts, browsable at /api/docs, when `isServed`
 * (API_DOCS: on in development, off in production unless asked for); otherwise those paths are 404.
 */
export async function registerSwagger(app: FastifyInstance, isServed: boolean) {
  if (!isServed) return;
  nameApiSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'MapleBridge API',
        description:
          'Every answer is an envelope `{status, message, data, actionName}` whose `status` equals the HTTP status. ' +
          'Errors carry `data.code` (and `data.fields` for invalid input): the `ErrorEnvelope` schema.',
        version: '0.1.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Same reason as in security.ts: a plain-HTTP local install must stay on HTTP.
    transformStaticCSP: (header) => header.replace(' upgrade-insecure-requests;', ''),
  });
}
