import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logsInto, startTestServer, type TestServer } from '#test/test-server.ts';

const REPORT = {
  kind: 'error',
  message: 'TypeError: Cannot read properties of undefined',
  stack: 'TypeError: x\n    at render (https://maplebridge.ca/assets/app.js?token=secret#frag:1:200)',
  path: '/crs-tool/result?email=an@example.com#top',
  release: '2026.11.27',
};

describe('POST /api/client-errors', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      'pglite',
      { logLevel: 'info', trustProxy: ['127.0.0.1'] },
      logsInto(lines),
    );
  });
  afterAll(() => server.close());

  const report = (body: unknown, from = '198.51.100.7') =>
    server.request('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });

  it('logs the report as a warning, without the query, fragment or any personal data', async () => {
    const answer = await report(REPORT);
    expect(answer.status).toBe(204);
    await expect.poll(() => lines.filter((line) => line.includes('"client error"')).length).toBe(1);
    const entry = JSON.parse(lines.find((line) => line.includes('"client error"')) ?? '{}');
    expect(entry).toMatchObject({
      level: 40,
      clientError: {
        kind: 'error',
        message: REPORT.message,
        path: '/crs-tool/result',
        stack: 'TypeError: x\n    at render (https://maplebridge.ca/assets/app.js:1:200)',
        release: '2026.11.27',
      },
    });
    expect(JSON.stringify(entry)).not.toMatch(/secret|an@example\.com|frag/);
  });

  it('cuts a long report instead of refusing it', async () => {
    const answer = await report({ ...REPORT, message: 'x'.repeat(5_000) });
    expect(answer.status).toBe(204);
    await expect.poll(() => lines.some((line) => line.includes(`"message":"${'x'.repeat(500)}"`))).toBe(true);
  });

  it('answers 400 with the field for a report that is not one', async () => {
    const answer = await report({ kind: 'panic', message: 'x', path: '/' });
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(JSON.stringify(body)).toContain('kind');
  });

  it('takes 10 reports a minute from one browser, then answers 429', async () => {
    const statuses = [];
    for (let index = 0; index < 12; index++) statuses.push((await report(REPORT, '203.0.113.9')).status);
    expect(statuses).toEqual([...Array(10).fill(204), 429, 429]);
  });
});
