import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { profileToAnswers, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, readJson, startTestServer, type TestServer } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

function makeWebDist() {
  const dir = makeTempDir('mb-web-');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="vi"><head></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dir, '.vite'));
  const html = (language: string, body: string) =>
    `<!doctype html><html lang="${language}"><head><link rel="modulepreload" href="/assets/locale-${language}.js"></head><body><div id="root">${body}</div></body></html>`;
  fs.writeFileSync(
    path.join(dir, '.vite', 'pages.json'),
    JSON.stringify({
      pages: [{ path: '/news', html: { vi: html('vi', 'Tin tức'), en: html('en', 'News') } }],
      fallback: { vi: html('vi', ''), en: html('en', '') },
      notFound: { vi: html('vi', 'Không tìm thấy trang'), en: html('en', 'Page not found') },
      routes: ['/', '/news', '/news/:newsId', '/contact', '/crs-tool/result/edit/:crsId'],
      meta: [],
      siteName: 'MapleBridge',
    }),
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the app over HTTP', () => {
  let server: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = makeWebDist();
    server = await startTestServer('pglite', { webDistDir, corsOrigins: ['https://partner.example'] });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each([
    ['GET', '/api/nothing'],
    ['DELETE', '/api/health'],
    ['GET', '/api'],
    ['POST', '/api/news/1/unknown'],
  ])('answers %s %s with a 404 envelope', async (method, pathname) => {
    const response = await server.request(pathname, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await readJson(response)).toMatchObject({
      status: 404,
      data: { code: 'route.notFound' },
      actionName: null,
    });
  });

  it.each(['/', '/news', '/contact'])('serves index.html for the page %s', async (pathname) => {
    const response = await server.request(pathname, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  // Issue 24: a path no page shows, or an article or saved result that does not exist, is a 404.
  it.each(['/some/unknown/page', '/news/42', '/crs-tool/result/edit/7'])(
    'answers %s with 404 and the not-found page',
    async (pathname) => {
      const response = await server.request(pathname, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root">Không tìm thấy trang</div>');
    },
  );

  it('sends a page as the build rendered it in the reader’s language, and keeps the build’s list private', async () => {
    const english = await server.request('/news?lng=en', { headers: { accept: 'text/html' } });
    expect(english.headers.get('vary')).toMatch(/cookie/i);
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en">');
    expect(englishHtml).toContain('<div id="root">News</div>');
    expect(englishHtml).toContain('href="/assets/locale-en.js"');
    const remembered = await server.request('/news', { headers: { cookie: 'lng=en' } });
    expect(await remembered.text()).toContain('<div id="root">News</div>');
    const vietnamese = await (await server.request('/news')).text();
    expect(vietnamese).toContain('<div id="root">Tin tức</div>');
    const elsewhere = await (await server.request('/contact')).text();
    expect(elsewhere).toContain('<html lang="vi">');
    expect(elsewhere).toContain('<div id="root"></div>');
    // Dot folders are not served: the path is a page like any other (one no route shows).
    const list = await server.request('/.vite/pages.json');
    expect(list.status).toBe(404);
    expect(list.headers.get('content-type')).toMatch(/text\/html/);
    expect(await list.text()).not.toContain('"pages"');
  });

  it('serves hashed assets with a long cache and other files without one', async () => {
    const asset = await server.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const icon = await server.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the Brotli copy the build wrote to a browser that accepts it, the plain file otherwise', async () => {
    const compressed = await server.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toMatch(/javascript/);
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await compressed.text()).toBe('console.log(1)');
    const plain = await server.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('compresses a JSON answer of 1 KB or more for a client that accepts it, and no other', async () => {
    const compressed = await server.request('/api/docs/json', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await readJson(compressed)).openapi).toMatch(/^3\./);
    const gzipped = await server.request('/api/docs/json', {
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await server.request('/api/docs/json', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await readJson(plain)).openapi).toMatch(/^3\./);
    const small = await server.request('/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('compresses an answer of a few KB in place, in either encoding, to the same JSON', async () => {
    const score = (acceptEncoding: string) =>
      server.request('/api/crs/calculate-score', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
        body: JSON.stringify(toSubmission(profileToAnswers(MARRIED_APPLICANT))),
      });
    const answers = [];
    for (const [acceptEncoding, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await score(acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      // The time of scoring differs from one request to the next; the rest may not.
      const { submissionDate, ...answer } = (await readJson(response)).data;
      expect(submissionDate).toEqual(expect.any(String));
      answers.push(answer);
    }
    expect(answers[0].grandtotal).toBeGreaterThan(400);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('sends a strict Content-Security-Policy and the other security headers, on errors too', async () => {
    for (const pathname of ['/', '/api/health', '/api/no-such-route', '/api/news/abc']) {
      const response = await server.request(pathname);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('allows only the configured cross-origin callers', async () => {
    const allowed = await server.request('/api/health', { headers: { origin: 'https://partner.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const other = await server.request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a body over the limit with 413 and no crash', async () => {
    const response = await server.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(server.config.bodyLimitBytes + 1) }),
    });
    expect(response.status).toBe(413);
    expect((await readJson(response)).data.code).toBe('request.tooLarge');
    expect((await server.request('/api/health')).status).toBe(200);
  });

  it('documents the API as OpenAPI with a UI at /api/docs', async () => {
    const ui = await server.request('/api/docs');
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
    const spec = await readJson(await server.request('/api/docs/json'));
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/translations/{lng}']),
    );
  });
});

describe('the API documents when API_DOCS=false (production’s default)', () => {
  const server = useTestServer('pglite', { apiDocs: false });

  it.each(['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'])(
    'are not served: %s answers a 404 envelope',
    async (pathname) => {
      const response = await server.request(pathname);
      expect(response.status).toBe(404);
      expect(await readJson(response)).toMatchObject({ status: 404, data: { code: 'route.notFound' } });
    },
  );
});

describe('rate limiting', () => {
  const server = useTestServer('pglite', {
    rateLimit: { max: 3, timeWindowMs: 60_000, redisNamespace: 'unused' },
  });

  // Any API route but the health check, which a load balancer calls without a budget (rate-limit.ts).
  it('answers 429 with Retry-After once a caller exceeds the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await server.request('/api/tags')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await server.request('/api/tags');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readJson(limited)).toMatchObject({ status: 429, data: { code: 'request.tooMany' } });
    const unknown = await server.request('/api/unknown');
    expect(unknown.status).toBe(429);
    // Pages and assets are not counted against the API budget.
    expect((await server.request('/news')).status).not.toBe(429);
    expect((await server.request('/content/news/draws.svg')).status).not.toBe(429);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limiting across replicas (Redis)', () => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    const rateLimit = {
      max: 4,
      timeWindowMs: 60_000,
      redisNamespace: `mb-test-${Date.now()}-${Math.random()}:`,
    };
    for (let i = 0; i < 2; i++) {
      servers.push(await startTestServer('pglite', { redisUrl: process.env.TEST_REDIS_URL, rateLimit }));
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('counts requests to every replica against one limit', async () => {
    const statuses = [];
    for (let i = 0; i < 2; i++) {
      for (const server of servers) statuses.push((await server.request('/api/tags')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await servers[0]?.request('/api/tags'))?.status).toBe(429);
    expect((await servers[1]?.request('/api/tags'))?.status).toBe(429);
  });
});
