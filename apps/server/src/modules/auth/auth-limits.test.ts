import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, type TestServer } from '#test/test-server.ts';

describe('brute-force limits on sign-in and codes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      authLimits: { windowMs: 60_000, loginPerIdentifier: 3, loginPerIp: 5, codesPerIp: 2 },
    });
  });
  afterAll(() => server.close());

  const post = (pathname: string, body: unknown) =>
    server.request(pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = (loginIdentifier: string) =>
    post('/api/auth/login', { loginIdentifier, password: 'Guess2026!' });

  it('limits guesses per identifier, then per IP, answering 429 with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await login('victim@example.com')).status);
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await login('VICTIM@example.com');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readJson(limited)).data.code).toBe('request.tooMany');

    // Another identifier is not limited by the first one, until this address runs out of tries.
    expect((await login('someone@example.com')).status).toBe(401);
    expect((await login('someone-else@example.com')).status).toBe(429);
  });

  it('limits code requests per IP', async () => {
    expect((await post('/api/auth/forgot-password', { email: 'a@example.com' })).status).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: 'b@example.com' })).status).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: 'c@example.com' })).status).toBe(429);
  });
});
