import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/test-server.ts';

const login = (server: TestServer, forwardedFor?: string) =>
  server.request('/api/auth/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ loginIdentifier: `nobody-${Math.random()}@example.com`, password: 'Wrong2026!' }),
  });

const limits = { windowMs: 60_000, loginPerIdentifier: 10, loginPerIp: 2, codesPerIp: 30 };

// A wrong password answers 401; over the budget, 429 comes before the password is even checked.
describe('TRUST_PROXY', () => {
  let behindProxy: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    behindProxy = await startTestServer('pglite', { trustProxy: ['127.0.0.1'], authLimits: limits });
    direct = await startTestServer('pglite', { authLimits: limits });
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
});
