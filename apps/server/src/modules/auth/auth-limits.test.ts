import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, readJson, startTestServer, type TestServer } from '#test/test-server.ts';

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

const PASSWORD = 'Maple2026!';
let memberSequence = 0;

/** Each call from its own address (a trusted proxy names it), unless `from` says otherwise. */
function clientOf(server: TestServer) {
  const call = async (method: string, path: string, body: unknown, from?: string, token?: string) => {
    const response = await server.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for':
          from ?? `198.18.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await readJson(response) };
  };
  return {
    login: (loginIdentifier: string, password: string, from?: string) =>
      call('POST', '/api/auth/login', { loginIdentifier, password }, from),
    changePassword: (token: string, oldPassword: string, from?: string) =>
      call('POST', '/api/auth/change-password', { oldPassword, newPassword: 'Changed2026?' }, from, token),
    deleteAccount: (token: string, password: string, from?: string) =>
      call('DELETE', '/api/users/me', { password }, from, token),
    /** A new member, signed in: e-mail, phone and token. */
    async signUp() {
      memberSequence++;
      const email = `budget${process.pid}.${memberSequence}@example.com`;
      const phoneNumber = `07${String(memberSequence).padStart(8, '0')}`;
      const registered = await call('POST', '/api/auth/register', {
        email,
        phoneNumber,
        fullName: 'Trần Văn Bình',
        password: PASSWORD,
        isAccepted: true,
      });
      expect(registered.status).toBe(200);
      const signedIn = await call('POST', '/api/auth/login', { loginIdentifier: email, password: PASSWORD });
      expect(signedIn.status).toBe(200);
      return { email, phoneNumber, token: signedIn.body.token as string };
    },
  };
}

/**
 * Issue 18, point 8: a budget counts a person. An account has one budget however its password is
 * tried (sign-in by e-mail or by phone, change-password, account deletion), and those share the
 * per-client budget too.
 */
describe.each(DATABASE_KINDS)('one budget per account and per client (%s)', (kind) => {
  let server: TestServer;
  let client: ReturnType<typeof clientOf>;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      trustProxy: ['127.0.0.1'],
      authLimits: { windowMs: 60_000, loginPerIdentifier: 3, loginPerIp: 3, codesPerIp: 30 },
    });
    client = clientOf(server);
  });
  afterAll(() => server.close());

  it('gives an account one sign-in budget, by e-mail or by phone', async () => {
    const member = await client.signUp();
    expect((await client.login(member.email, 'Wrong2026!')).status).toBe(401);
    expect((await client.login(member.phoneNumber, 'Wrong2026!')).status).toBe(401);
    // (The sign-up's own sign-in was the first try.)
    expect((await client.login(member.phoneNumber, PASSWORD)).status).toBe(429);
    expect((await client.login(member.email.toUpperCase(), PASSWORD)).status).toBe(429);
  });

  it('gives an identifier without an account a budget of its own, the same size, in any case', async () => {
    for (const identifier of ['ghost@example.com', ' Ghost@Example.com', 'GHOST@example.com '])
      expect((await client.login(identifier, 'Wrong2026!')).status).toBe(401);
    expect((await client.login('ghost@example.com', 'Wrong2026!')).status).toBe(429);
    expect((await client.login('0399999999', 'Wrong2026!')).status).toBe(401);
  });

  it("counts change-password and account deletion against the account's sign-in budget", async () => {
    const member = await client.signUp();
    expect((await client.changePassword(member.token, 'Wrong2026!')).body.data.code).toBe(
      'auth.wrongPassword',
    );
    expect((await client.deleteAccount(member.token, 'Wrong2026!')).body.data.code).toBe(
      'auth.wrongPassword',
    );
    const refused = await client.changePassword(member.token, 'Wrong2026!');
    expect(refused.status).toBe(429);
    expect(refused.body.data.code).toBe('request.tooMany');
    expect((await client.deleteAccount(member.token, PASSWORD)).status).toBe(429);
    expect((await client.login(member.phoneNumber, PASSWORD)).status).toBe(429);
  });

  it('counts change-password and account deletion against the sign-in budget of the client', async () => {
    const [first, second, third] = [await client.signUp(), await client.signUp(), await client.signUp()];
    const from = '198.51.100.23';
    expect((await client.changePassword(first.token, 'Wrong2026!', from)).status).toBe(400);
    expect((await client.deleteAccount(second.token, 'Wrong2026!', from)).status).toBe(400);
    expect((await client.login(third.email, PASSWORD, from)).status).toBe(200);
    expect((await client.login(third.email, PASSWORD, from)).status).toBe(429);
    expect((await client.changePassword(third.token, PASSWORD, from)).status).toBe(429);
    expect((await client.login(third.email, PASSWORD, '198.51.100.24')).status).toBe(200);
  });
});

/** Replicas behind one load balancer share the budgets through Redis, and one PostgreSQL database. */
describe.runIf(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL)(
  'budgets across replicas (Redis)',
  () => {
    const replicas: TestServer[] = [];
    beforeAll(async () => {
      const overrides = {
        redisUrl: process.env.TEST_REDIS_URL,
        rateLimit: {
          max: 300,
          timeWindowMs: 60_000,
          redisNamespace: `mb-test-${Date.now()}-${Math.random()}:`,
        },
        trustProxy: ['127.0.0.1'],
        authLimits: { windowMs: 60_000, loginPerIdentifier: 3, loginPerIp: 4, codesPerIp: 30 },
        // Replicas sign with one secret, as JWT_SECRET gives them in production.
        jwt: { secret: `replicas-${Math.random()}-0123456789abcdef0123456789`, expiresIn: '7d' },
      };
      const first = await startTestServer('postgres', overrides);
      replicas.push(
        first,
        await startTestServer('postgres', { ...overrides, databaseUrl: first.config.databaseUrl }),
      );
    });
    afterAll(async () => {
      for (const replica of replicas.reverse()) await replica.close();
    });

    it("shares an account's budget between sign-in by phone on one and change-password on the other", async () => {
      const [one, other] = replicas.map(clientOf) as [
        ReturnType<typeof clientOf>,
        ReturnType<typeof clientOf>,
      ];
      const member = await one.signUp();
      expect((await other.changePassword(member.token, 'Wrong2026!')).status).toBe(400);
      expect((await one.login(member.phoneNumber, 'Wrong2026!')).status).toBe(401);
      expect((await other.login(member.email, PASSWORD)).status).toBe(429);
    });

    it('counts one IPv6 host by its /64 on every replica', async () => {
      const statuses = [];
      for (let index = 1; index <= 10; index++) {
        const replica = clientOf(replicas[index % 2] as TestServer);
        statuses.push(
          (await replica.login(`nobody${index}@example.com`, 'Wrong2026!', `2001:db8:77::${index}`)).status,
        );
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(4);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    });
  },
);
