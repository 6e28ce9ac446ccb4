import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/test-server.ts';

describe('GET /api/metrics', () => {
  let server: TestServer;
  let guarded: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    guarded = await startTestServer('pglite', { metricsToken: 'scrape-token-0123456789' });
  });
  afterAll(async () => {
    await server.close();
    await guarded.close();
  });

  it('counts requests by route pattern and status, times them, and shows the outbox depth', async () => {
    await server.request('/api/health');
    await server.request('/api/health');
    await server.request('/api/news/3f0c7a2e-1b4d-4c8e-9f10-123456789abc');
    await server.request('/api/contact-support', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'An', email: 'an@example.com', message: 'Xin chào' }),
    });
    const response = await server.request('/api/metrics');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/health",status="200"\} 2$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/news\/:id",status="404"\} 1$/m);
    expect(text).not.toContain('3f0c7a2e');
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 2$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health"\} 2$/m,
    );
    // No CRM configured: the lead waits in the outbox.
    expect(text).toMatch(/^outbox_depth\{outbox="crm"\} 1$/m);
    expect(text).toMatch(/^outbox_depth\{outbox="mail"\} \d+$/m);
  });

  it("adds Node's default metrics: event-loop lag, heap, GC and the process's own", async () => {
    const text = await (await server.request('/api/metrics')).text();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
  });

  it("keeps each app's figures apart, and empties them when the app closes", async () => {
    const other = await startTestServer('pglite');
    try {
      await other.request('/api/translations/vi');
      const text = await (await other.request('/api/metrics')).text();
      expect(text).toMatch(/route="\/api\/translations\/:lng"/);
      expect(text).not.toMatch(/route="\/api\/health"/);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    } finally {
      await other.close();
    }
    expect(other.app.metrics.getMetricsAsArray()).toEqual([]);
  });

  it('leaves no collector behind that keeps the process alive once the app is closed', async () => {
    const script = `
      import Fastify from 'fastify';
      import { registerMetrics } from '#plugins/metrics.ts';
      const app = Fastify();
      registerMetrics(app, {});
      const scraped = await app.inject('/api/metrics');
      await app.close();
      console.log(scraped.body.includes('nodejs_eventloop_lag_seconds'));
    `;
    // Killed after the timeout: a process kept alive fails the test instead of hanging it.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: path.resolve(import.meta.dirname, '../..'), timeout: 20_000 },
    );
    expect(stdout.trim()).toBe('true');
  });

  it('asks for the token when one is configured', async () => {
    expect((await guarded.request('/api/metrics')).status).toBe(401);
    const scraped = await guarded.request('/api/metrics', {
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(scraped.status).toBe(200);
  });
});
