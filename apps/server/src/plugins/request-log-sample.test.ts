import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logsInto, startTestServer, type TestServer } from '#test/test-server.ts';
import { isSampled } from './request-log-sample.ts';

describe('isSampled', () => {
  it('keeps about the share asked for, the same answer for the same id', () => {
    const ids = Array.from({ length: 10_000 }, () => randomUUID());
    const kept = ids.filter((id) => isSampled(id, 0.1)).length;
    expect(kept).toBeGreaterThan(800);
    expect(kept).toBeLessThan(1_200);
    expect(ids.map((id) => isSampled(id, 0.1))).toEqual(ids.map((id) => isSampled(id, 0.1)));
    expect(ids.every((id) => isSampled(id, 1))).toBe(true);
    expect(ids.some((id) => isSampled(id, 0))).toBe(false);
  });
});

/** LOG_REQUESTS=0: no per-request lines for answers that went well, every line of a failure. */
describe('request logs with LOG_REQUESTS=0', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', { logLevel: 'info', requestLogSample: 0 }, logsInto(lines));
  });
  afterAll(() => server.close());

  const entriesOf = (requestId: string | null) =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.reqId === requestId);

  it('leaves out the lines of an answer that went well', async () => {
    const response = await server.request('/api/tags');
    expect(response.status).toBe(200);
    await response.text();
    // A request that is logged has its lines written before the next one's.
    const probe = await server.request('/api/nowhere');
    await probe.text();
    expect(entriesOf(response.headers.get('x-request-id'))).toEqual([]);
  });

  it('keeps the lines of an answer that failed on the server', async () => {
    await server.database.close();
    // A search no one made before: no cached answer, so the closed database is asked.
    const response = await server.request(`/api/news?PageNumber=1&keyword=x${Date.now()}`);
    expect(response.status).toBeGreaterThanOrEqual(500);
    await response.text();
    const requestId = response.headers.get('x-request-id');
    await expect
      .poll(() => entriesOf(requestId).some((entry) => entry.msg === 'request completed'))
      .toBe(true);
  });
});
