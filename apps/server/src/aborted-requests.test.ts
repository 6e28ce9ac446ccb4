import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestServer, type TestServer } from '#test/test-server.ts';

type Ending = 'reset' | 'destroy';

/** Writes `raw` on a fresh connection and drops it at once: a TCP reset, or a plain close. */
function sendAndDrop(server: TestServer, raw: string, ending: Ending) {
  const { port } = new URL(server.url);
  return new Promise<void>((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(raw);
      if (ending === 'reset') socket.resetAndDestroy();
      else socket.destroy();
    });
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

const LOGIN_BODY = JSON.stringify({ loginIdentifier: 'gone@example.com', password: 'Wrong2026!' });
const REQUESTS = {
  'GET /api/news': 'GET /api/news HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'a whole sign-in': `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${LOGIN_BODY.length}\r\n\r\n${LOGIN_BODY}`,
  'a sign-in cut in its body': `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${LOGIN_BODY.length + 20}\r\n\r\n${LOGIN_BODY}`,
};

/**
 * Point 5 of issue 18: a client that sends a request and resets the connection at once is not a
 * server error. It used to throw in the rate limit's key (the address is gone with the socket): an
 * error line and a 500 in the metrics for every such request.
 */
describe.each(DATABASE_KINDS)('a request whose client is gone (%s)', (kind) => {
  const servers: Record<string, TestServer> = {};
  const lines: Record<string, string[]> = { direct: [], behindProxy: [] };
  beforeAll(async () => {
    for (const name of ['direct', 'behindProxy'] as const) {
      servers[name] = await startTestServer(
        kind,
        { logLevel: 'info', ...(name === 'behindProxy' ? { trustProxy: ['127.0.0.1'] } : {}) },
        { logDestination: { write: (line) => lines[name]?.push(line) } },
      );
    }
  });
  afterAll(async () => {
    for (const server of Object.values(servers)) await server.close();
  });

  const entries = (name: string) =>
    (lines[name] ?? []).map((line) => JSON.parse(line) as { level: number; msg: string });
  /** Until every request the server began is finished or given up (10 s at most). */
  const settle = async (name: string) => {
    for (let tries = 0; tries < 100; tries++) {
      const messages = entries(name).map((entry) => entry.msg);
      const begun = messages.filter((msg) => msg === 'incoming request').length;
      const ended = messages.filter((msg) => /^(request completed|client closed)/.test(msg)).length;
      if (begun > 0 && ended >= begun) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const countedStatuses = async (server: TestServer) => {
    const text = await (await server.request('/api/metrics')).text();
    return [...text.matchAll(/^http_requests_total\{[^}]*status="(\d+)"\} (\d+)$/gm)].map(
      ([, status, total]) => ({ status: Number(status), total: Number(total) }),
    );
  };

  it.each(['direct', 'behindProxy'])(
    'logs no error and counts no 5xx, however many come (%s)',
    async (name) => {
      const server = servers[name] as TestServer;
      for (const raw of Object.values(REQUESTS)) {
        for (let index = 0; index < 60; index++) {
          await sendAndDrop(server, raw, index % 2 ? 'reset' : 'destroy');
        }
      }
      await settle(name);
      const counted = await countedStatuses(server);
      expect(counted.filter(({ status }) => status >= 500)).toEqual([]);
      expect(entries(name).filter((entry) => entry.level >= 50)).toEqual([]);
      // A body cut by its client (ECONNRESET while reading it) is not the database's failure.
      expect(entries(name).filter((entry) => entry.msg === 'database unavailable')).toEqual([]);
      // An answer nobody received is counted as such (499, "client closed request"), not as sent.
      expect(counted.some(({ status }) => status === 499)).toBe(true);
      // The server still answers the next client normally.
      expect((await server.request('/api/health')).status).toBe(200);
    },
  );
});
