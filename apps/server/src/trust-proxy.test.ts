import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestServer, type TestServer } from '#test/test-server.ts';

const post = (server: TestServer, path: string, body: unknown, forwardedFor?: string) =>
  server.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(body),
  });
const login = (server: TestServer, forwardedFor?: string) =>
  post(
    server,
    '/api/auth/login',
    { loginIdentifier: `nobody-${Math.random()}@example.com`, password: 'Wrong2026!' },
    forwardedFor,
  );
const forgotPassword = (server: TestServer, forwardedFor: string) =>
  post(server, '/api/auth/forgot-password', { email: `nobody-${Math.random()}@example.com` }, forwardedFor);

const limits = { windowMs: 60_000, loginPerIdentifier: 10, loginPerIp: 2, codesPerIp: 3 };
/** 40 addresses one host can take in turn from the /64 its provider gave it. */
const oneHost = (prefix: string) =>
  Array.from({ length: 40 }, (_, index) => `${prefix}:${(index + 1).toString(16)}:${index * 7}:0:1`);

/** How many answers of each status the requests from `addresses` got, sent one after another. */
async function statusCounts(addresses: string[], send: (address: string) => Promise<Response>) {
  const counts: Record<number, number> = {};
  for (const address of addresses) {
    const { status } = await send(address);
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

// A wrong password answers 401; over the budget, 429 comes before the password is even checked.
describe.each(DATABASE_KINDS)('TRUST_PROXY (%s)', (kind) => {
  let behindProxy: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    behindProxy = await startTestServer(kind, { trustProxy: ['127.0.0.1'], authLimits: limits });
    direct = await startTestServer(kind, { authLimits: limits });
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  it('counts per-IP budgets by the client a trusted proxy names', async () => {
    for (let index = 0; index < 2; index++)
      expect((await login(behindProxy, '203.0.113.7')).status).toBe(401);
    expect((await login(behindProxy, '203.0.113.7')).status).toBe(429);
    expect((await login(behindProxy, '198.51.100.9')).status).toBe(401);
  });

  it('ignores X-Forwarded-For from anyone when no proxy is trusted', async () => {
    expect((await login(direct, '203.0.113.1')).status).toBe(401);
    expect((await login(direct, '203.0.113.2')).status).toBe(401);
    expect((await login(direct, '203.0.113.3')).status).toBe(429);
  });

  it('counts an IPv6 client by its /64: 40 addresses of one host get one sign-in budget', async () => {
    expect(await statusCounts(oneHost('2001:db8:4d2:17'), (address) => login(behindProxy, address))).toEqual({
      401: 2,
      429: 38,
    });
    // Written another way (leading zeros, capitals), it is the same /64.
    expect((await login(behindProxy, '2001:0DB8:04D2:0017::abcd')).status).toBe(429);
    // The next /64 is someone else.
    expect((await login(behindProxy, '2001:db8:4d2:18::1')).status).toBe(401);
  });

  it('counts an IPv6 client by its /64 for one-time codes too', async () => {
    expect(
      await statusCounts(oneHost('2001:db8:4d2:19'), (address) => forgotPassword(behindProxy, address)),
    ).toEqual({ 200: 3, 429: 37 });
  });

  it('keeps IPv4 per address, and counts an IPv4-mapped IPv6 address as the IPv4 one', async () => {
    for (let index = 0; index < 2; index++) expect((await login(behindProxy, '192.0.2.44')).status).toBe(401);
    expect((await login(behindProxy, '::ffff:192.0.2.44')).status).toBe(429);
    expect((await login(behindProxy, '::ffff:c000:22c')).status).toBe(429);
    expect((await login(behindProxy, '192.0.2.45')).status).toBe(401);
  });
});
