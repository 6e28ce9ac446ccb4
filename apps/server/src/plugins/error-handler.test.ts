import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { readJson } from '../test/test-server.ts';
import { registerBodyParsers } from './body-parsers.ts';
import { registerErrorHandler } from './error-handler.ts';

const SignUpSchema = z.object({
  email: z.email(),
  fullName: z.string().min(1).max(100),
  age: z.number().int(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sign-up',
    { config: { actionName: 'test.signUp' }, schema: { body: SignUpSchema } },
    async (request) => ({
      status: 200,
      message: 'OK',
      data: request.body,
      actionName: 'test.signUp',
    }),
  );
  app.get('/boom', { config: { actionName: 'test.boom' } }, async () => {
    throw new Error('secret internals: password=hunter2');
  });
  app.get('/bad-value', { config: { actionName: 'test.badValue' } }, async () => {
    throw Object.assign(new Error('Failed query: insert …\nparams: typed-by-a-member'), {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
    });
  });
  app.get('/database-down', { config: { actionName: 'test.down' } }, async () => {
    throw Object.assign(new Error('Failed query: select …\nparams: typed-by-a-member'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    });
  });
  app.get('/decode', { config: { actionName: 'test.decode' } }, async (request) => ({
    status: 200,
    message: 'OK',
    data: decodeURIComponent(request.url.slice(request.url.indexOf('?') + 1)),
    actionName: 'test.decode',
  }));
  app.get('/not-here', async () => {
    throw new AppError('route.notFound', 'Nothing here');
  });
};

describe('registerErrorHandler', () => {
  let app: FastifyInstance;
  let url: string;
  const logged: string[] = [];

  beforeAll(async () => {
    app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
      bodyLimit: 1024,
    }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerBodyParsers(app);
    registerErrorHandler(app);
    await app.register(routes);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const postJson = (body: string, contentType = 'application/json') =>
    fetch(`${url}/sign-up`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('names every missing field with a 400 envelope', async () => {
    const response = await postJson('{}');
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body).toMatchObject({ status: 400, actionName: 'test.signUp', data: { code: 'request.invalid' } });
    expect(body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'body.age',
      'body.email',
      'body.fullName',
    ]);
    expect(body.message).toContain('body.email');
  });

  it('names a field of the wrong type', async () => {
    const response = await postJson(
      JSON.stringify({ email: 'an@example.com', fullName: 'An', age: 'thirty' }),
    );
    const body = await readJson(response);
    expect(response.status).toBe(400);
    expect(body.data.fields).toEqual([
      { field: 'body.age', code: 'invalid_type', message: expect.any(String) },
    ]);
  });

  it('accepts a valid body', async () => {
    const response = await postJson(JSON.stringify({ email: 'an@example.com', fullName: 'An', age: 30 }));
    expect(response.status).toBe(200);
    expect((await readJson(response)).data.age).toBe(30);
  });

  it('reads an application/json-patch+json body as JSON', async () => {
    const response = await postJson(
      JSON.stringify({ email: 'an@example.com', fullName: 'An', age: 30 }),
      'application/json-patch+json',
    );
    expect(response.status).toBe(200);
    const bad = await postJson('[{"op":', 'application/json-patch+json');
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).data.code).toBe('request.malformedJson');
  });

  it.each([
    ['{"email":', 'request.malformedJson'],
    ['', 'request.malformedJson'],
  ])('answers malformed JSON %j with 400', async (raw, code) => {
    const response = await postJson(raw);
    expect(response.status).toBe(400);
    expect((await readJson(response)).data.code).toBe(code);
  });

  it.each([
    ['arrays', (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`],
    ['objects', (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`],
  ])('answers JSON %s nested deeper than 64 levels with 400, before parsing it', async (_, nested) => {
    // Deep enough to overflow the stack of whatever walks it next (validation, JSON.stringify).
    for (const raw of [nested(65), nested(150)]) {
      const response = await postJson(raw);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({
        status: 400,
        actionName: 'test.signUp',
        data: { code: 'request.invalid' },
        message: expect.stringContaining('64'),
      });
    }
    // Brackets inside strings are text, not nesting, after escaped quotes and backslashes too.
    const fullName = `\\"${'['.repeat(90)}"\\`;
    const inText = await postJson(JSON.stringify({ email: 'an@example.com', fullName, age: 3 }));
    expect(inText.status).toBe(200);
    const patch = await readJson(await postJson(nested(65), 'application/json-patch+json'));
    expect(patch.message).toContain('64');
    // At the limit, the body is parsed and reaches validation.
    expect((await readJson(await postJson(nested(64)))).data.fields).toBeDefined();
  });

  it('answers a malformed percent-encoding with 400, not a URIError 500', async () => {
    const response = await fetch(`${url}/decode?%FF%FE`);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({
      status: 400,
      actionName: 'test.decode',
      data: { code: 'request.invalid' },
    });
    expect((await readJson(await fetch(`${url}/decode?%C3%A0`))).data).toBe('à');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await postJson(JSON.stringify({ email: 'a@b.co', fullName: 'x'.repeat(2000), age: 1 }));
    expect(response.status).toBe(413);
    expect(await readJson(response)).toMatchObject({ status: 413, data: { code: 'request.tooLarge' } });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await postJson('email=a', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect((await readJson(response)).data.code).toBe('request.unsupportedMediaType');
  });

  it('turns an AppError into its status and code', async () => {
    const response = await fetch(`${url}/not-here`);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({
      status: 404,
      message: 'Nothing here',
      data: { code: 'route.notFound' },
      actionName: null,
    });
  });

  it('answers 400 for a value the database refuses (a NUL character), logging no parameter', async () => {
    const response = await fetch(`${url}/bad-value`);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({
      actionName: 'test.badValue',
      data: { code: 'request.invalid' },
    });
    expect(logged.join('\n')).toContain('0x00');
    expect(logged.join('\n')).not.toContain('typed-by-a-member');
  });

  it('answers 503 with Retry-After when the database cannot be reached, logging no parameter', async () => {
    const response = await fetch(`${url}/database-down`);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readJson(response)).toMatchObject({
      status: 503,
      actionName: 'test.down',
      data: { code: 'server.unavailable', requestId: expect.any(String) },
    });
    expect(logged.join('\n')).toContain('ECONNREFUSED');
    expect(logged.join('\n')).not.toContain('typed-by-a-member');
  });

  it('hides an unexpected error behind a generic 500 with a request id, and logs the details', async () => {
    const response = await fetch(`${url}/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    const body = JSON.parse(text);
    expect(body).toMatchObject({ status: 500, actionName: 'test.boom', data: { code: 'server.internal' } });
    expect(body.data.requestId).toEqual(expect.any(String));
    expect(logged.join('\n')).toContain('hunter2');
  });
});
