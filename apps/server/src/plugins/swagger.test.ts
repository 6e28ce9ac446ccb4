import { describe, expect, it } from 'vitest';
import { createModelTools } from '#modules/chat/model-tools.ts';
import { loadTestAssistant } from '#test/assistant.ts';
import { type JsonBody, namedSchemaOf, readJson } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

const ERROR_ENVELOPE = '#/components/schemas/ErrorEnvelope';

/** Every operation of the document, with its method and path. */
function operationsOf(document: JsonBody): Array<{ method: string; path: string; operation: JsonBody }> {
  return Object.entries(document.paths as Record<string, Record<string, JsonBody>>).flatMap(
    ([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** A response of the document, its `$ref` to `components.responses` followed. */
function responseOf(document: JsonBody, response: JsonBody): JsonBody {
  const ref: unknown = response?.$ref;
  if (typeof ref !== 'string') return response;
  return document.components.responses[ref.replace('#/components/responses/', '')];
}

const refsIn = (value: unknown) =>
  [...JSON.stringify(value).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1] as string);

describe('the OpenAPI document (issue 24)', () => {
  const server = useTestServer('pglite');

  it('names the shared schemas in components.schemas, and the operations refer to them', async () => {
    const document = await server.apiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'ErrorEnvelope',
        'ErrorDetails',
        'FieldError',
        'EligibilityProfile',
        'EligibilityRequest',
        'CalculateScoreBody',
        'CrsCalculation',
        'CrsScore',
        'SavedCrsResult',
        'NewsArticle',
        'NewsArticleRequest',
        'NewsPage',
        'User',
        'LoginRequest',
        'ChatRequest',
        'ChatEvent',
        'Draw',
      ]),
    );
    const bodyOf = (path: string, method: string) =>
      document.paths[path][method].requestBody.content['application/json'].schema;
    const answerOf = (path: string, method: string) =>
      document.paths[path][method].responses['200'].content['application/json'].schema;
    expect(answerOf('/api/crs/calculate-score', 'post')).toEqual({
      $ref: '#/components/schemas/CalculateScoreResponse',
    });
    expect(namedSchemaOf(document, answerOf('/api/crs/calculate-score', 'post')).properties.data).toEqual({
      $ref: '#/components/schemas/CrsCalculation',
    });
    expect(bodyOf('/api/eligibility', 'post')).toEqual({ $ref: '#/components/schemas/EligibilityRequest' });
    expect(answerOf('/api/news/{id}', 'get')).toEqual({ $ref: '#/components/schemas/NewsArticleResponse' });
    expect(bodyOf('/api/admin/news', 'post')).toEqual({ $ref: '#/components/schemas/NewsArticleRequest' });
  });

  it('has every $ref resolve, and keeps no schema that nothing refers to', async () => {
    const document = await server.apiDocument();
    const refs = new Set(refsIn(document));
    for (const ref of refs) {
      const [, section, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref) ?? [];
      expect(section && name && document.components[section][name], ref).toBeDefined();
    }
    for (const name of Object.keys(document.components.schemas))
      expect(refs.has(`#/components/schemas/${name}`), name).toBe(true);
  });

  it('documents the error envelope on every operation: 400, 429 and 500, and 401, 403 and 404 where they apply', async () => {
    const document = await server.apiDocument();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    for (const { method, path, operation } of operations) {
      const label = `${method.toUpperCase()} ${path}`;
      const errorRef = (status: number) =>
        responseOf(document, operation.responses[status])?.content?.['application/json']?.schema?.$ref;
      expect(errorRef(400), label).toBe(ERROR_ENVELOPE);
      expect(errorRef(500), label).toBe(ERROR_ENVELOPE);
      // The health check is a load balancer's: never rate-limited (rate-limit.ts).
      if (path !== '/api/health') expect(errorRef(429), label).toBe(ERROR_ENVELOPE);
      const needsToken =
        (operation.security ?? []).length > 0 &&
        operation.security.every((requirement: object) => 'bearer' in requirement);
      if (needsToken) {
        expect(errorRef(401), label).toBe(ERROR_ENVELOPE);
        expect(errorRef(403), label).toBe(ERROR_ENVELOPE);
      }
      if (path.includes('{')) expect(errorRef(404), label).toBe(ERROR_ENVELOPE);
      expect(operation.security, `${label}: security, [] when public`).toEqual(expect.any(Array));
      expect(operation.operationId, label).toEqual(expect.any(String));
    }
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // A route's own conflicts (409) come from its `errors`.
    for (const [path, method] of [
      ['/api/auth/register', 'post'],
      ['/api/admin/tags', 'post'],
      ['/api/users/{id}', 'put'],
    ] as const)
      expect(responseOf(document, document.paths[path][method].responses['409']).content).toBeDefined();
    const tooMany = document.components.responses.TooManyRequests;
    expect(tooMany.headers['Retry-After'].schema).toEqual({ type: 'integer' });
    expect(tooMany.description).toContain('`request.tooMany`');
  });

  it('documents the upload as multipart/form-data with its file, binary', async () => {
    const document = await server.apiDocument();
    const body = document.paths['/api/images/upload'].post.requestBody;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    expect(body.content['multipart/form-data'].schema).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });

  it('documents the assistant’s answer as text/event-stream with its four events', async () => {
    const document = await server.apiDocument();
    const answer = document.paths['/api/chat'].post.responses['200'];
    expect(Object.keys(answer.content)).toEqual(['text/event-stream']);
    for (const event of ['delta', 'sources', 'error', 'done'])
      expect(answer.description).toContain(`\`${event}\``);
    const event = namedSchemaOf(document, answer.content['text/event-stream'].schema);
    const shapes = event.oneOf.map((shape: JsonBody) => shape.properties);
    expect(shapes.map((shape: JsonBody) => shape.event.const)).toEqual(['delta', 'sources', 'error', 'done']);
    expect(shapes.map((shape: JsonBody) => shape.data)).toEqual([
      { $ref: '#/components/schemas/ChatDelta' },
      { $ref: '#/components/schemas/ChatSources' },
      { $ref: '#/components/schemas/ChatError' },
      { $ref: '#/components/schemas/ChatDone' },
    ]);
  });

  it('leaves the answers as they were: an error is not serialized by the documented envelope', async () => {
    // A field the envelope's schema does not name would be stripped if Fastify serialized by it.
    const invalid = await server.request('/api/crs/calculate-score', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ questionId: 'x', answerValue: 'A' }]),
    });
    expect(invalid.status).toBe(400);
    const body = await readJson(invalid);
    expect(body).toMatchObject({
      status: 400,
      data: { code: 'request.invalid' },
      actionName: 'crs.calculate',
    });
    expect(body.data.fields.length).toBeGreaterThan(0);
    const signedOut = await server.answer('/api/users/jwt');
    expect(signedOut).toMatchObject({
      status: 401,
      body: { status: 401, data: { code: 'auth.unauthorized' } },
    });
  });

  it('leaves the model tools’ JSON schemas as they were: no name reaches them', async () => {
    await server.apiDocument();
    const { knowledge, retriever } = loadTestAssistant();
    const tools = createModelTools({ retriever, documents: knowledge.documents, rounds: async () => [] });
    expect(JSON.stringify(tools.definitions)).not.toMatch(/\$ref|\$defs/);
  });
});
