import { describe, expect, it } from 'vitest';
import { logsInto } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

/** Issue 10: structured logs, one JSON object a line, each request's lines carrying its id. */
describe('the logs', () => {
  const lines: string[] = [];
  const server = useTestServer('pglite', { logLevel: 'info' }, logsInto(lines));

  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('are JSON lines, and a request’s lines carry the id its answer sends, with status and time', async () => {
    const response = await server.request('/api/news?PageNumber=1&token=do-not-log');
    await response.text();
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => entries().filter((entry) => entry.reqId === requestId).length).toBe(2);

    const [incoming, completed] = entries().filter((entry) => entry.reqId === requestId);
    expect(incoming).toMatchObject({ level: 30, msg: 'incoming request', req: { method: 'GET' } });
    expect(JSON.stringify(incoming)).not.toContain('do-not-log');
    expect(completed).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 200 } });
    expect(completed?.responseTime).toEqual(expect.any(Number));
    for (const entry of entries())
      expect(entry).toMatchObject({ time: expect.any(Number), pid: expect.any(Number) });
  });

  it('give two requests two ids', async () => {
    const [first, second] = await Promise.all([server.request('/api/health'), server.request('/api/health')]);
    expect(first?.headers.get('x-request-id')).not.toBe(second?.headers.get('x-request-id'));
  });
});
