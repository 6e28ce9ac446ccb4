import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedAnswers } from './fixed-answer.ts';

const BODY = `<!doctype html><p>${'Định cư Canada. '.repeat(200)}</p>`;
let renders = 0;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = Fastify();
  const sendFixed = createFixedAnswers();
  app.get('/page', (request, reply) =>
    sendFixed(request, reply, 'page', 'text/html; charset=utf-8', () => {
      renders += 1;
      return BODY;
    }),
  );
  app.get('/missing', (request, reply) =>
    sendFixed(request, reply.code(404), 'missing', 'text/html; charset=utf-8', () => 'not found'),
  );
  app.get('/broken', (request, reply) =>
    sendFixed(request, reply, 'broken', 'text/html; charset=utf-8', () => {
      renders += 1;
      throw new Error('cannot render');
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe('an answer that stays the same until restart', () => {
  it('is rendered once and sent Brotli, gzip or plain as the client accepts, always the same text', async () => {
    const before = renders;
    const answers = await Promise.all([
      get('/page', { 'accept-encoding': 'gzip, br' }),
      get('/page', { 'accept-encoding': 'br;q=0, gzip' }),
      get('/page', { 'accept-encoding': 'identity' }),
    ]);
    expect(answers.map((answer) => answer.headers.get('content-encoding'))).toEqual(['br', 'gzip', null]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await answer.text()).toBe(BODY);
    }
    expect(Number(answers[2]?.headers.get('content-length'))).toBe(Buffer.byteLength(BODY));
    expect(renders - before).toBe(1);
  });

  it('answers 304 without a body when the browser already has it, 200 when its copy is another', async () => {
    const etag = (await get('/page')).headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const strong = etag.slice(2);
    for (const ifNoneMatch of [etag, strong, `"old", ${etag}`, '*']) {
      const revalidated = await get('/page', { 'if-none-match': ifNoneMatch });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
    }
    const changed = await get('/page', { 'if-none-match': '"an-older-build"' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(BODY);
  });

  it('sends a 404 whole, without an ETag, whatever copy the browser has', async () => {
    const etag = (await get('/page')).headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, '*']) {
      const missing = await get('/missing', { 'if-none-match': ifNoneMatch });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('etag')).toBeNull();
      expect(await missing.text()).toBe('not found');
    }
  });

  it('keeps nothing when rendering fails, so the next request tries again', async () => {
    const before = renders;
    expect((await get('/broken')).status).toBe(500);
    expect((await get('/broken')).status).toBe(500);
    expect(renders - before).toBe(2);
  });
});
