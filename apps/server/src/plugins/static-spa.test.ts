import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/test-server.ts';
import { makeWebDist } from '#test/web-dist.ts';

/** What vite-plugin-pwa adds to the build (apps/web/vite.config.ts): the worker, its runtime, the manifest. */
const WORKER_FILES = {
  'sw.js': "define(['./workbox-1a2b3c4d'], function (workbox) { workbox.clientsClaim(); });",
  'workbox-1a2b3c4d.js': 'define([], function () { return {}; });',
  'manifest.webmanifest': JSON.stringify({ name: 'MapleBridge', start_url: '/', display: 'standalone' }),
};

describe('the installable app’s files', () => {
  let server: TestServer;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = makeWebDist();
    for (const [name, text] of Object.entries(WORKER_FILES))
      fs.writeFileSync(path.join(webDistDir, name), text);
    fs.mkdirSync(path.join(webDistDir, 'assets'));
    fs.writeFileSync(path.join(webDistDir, 'assets/app-abc123.js'), 'export {};');
    server = await startTestServer('pglite', { webDistDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each([
    ['/sw.js', /^(application|text)\/javascript/],
    ['/workbox-1a2b3c4d.js', /^(application|text)\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ])('serves %s as itself, checked with the server on every load (no-cache)', async (pathname, type) => {
    const response = await server.request(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    // A cached worker would keep people on an old version of the app.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(WORKER_FILES[pathname.slice(1) as keyof typeof WORKER_FILES]);
  });

  it('serves index.html itself, the shell the worker keeps for pages opened offline', async () => {
    const response = await server.request('/index.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('keeps the hashed chunks for a year, the worker’s files not', async () => {
    const chunk = await server.request('/assets/app-abc123.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('lets pages register our own worker and read our own manifest, and nobody else’s', async () => {
    for (const pathname of ['/', '/crs-tool/quiz', '/sw.js']) {
      const csp = (await server.request(pathname)).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/(^|;)worker-src 'self'(;|$)/);
      expect(csp).toMatch(/(^|;)manifest-src 'self'(;|$)/);
    }
  });
});
