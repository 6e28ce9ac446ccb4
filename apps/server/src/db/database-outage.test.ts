import { profileToAnswers, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDependencies } from '#app.ts';
import type { Config } from '#config.ts';
import { PASSWORD } from '#test/accounts.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { startTcpProxy, type TcpProxy } from '#test/tcp-proxy.ts';
import {
  createTestDatabase,
  DATABASE_KINDS,
  logsInto,
  startTestServer,
  type TestServer,
} from '#test/test-server.ts';

const SUBMISSION = { crsResultDetailDTO: toSubmission(profileToAnswers(MARRIED_APPLICANT)) };
/** Far above the server's own timeouts below: an answer later than this is a hang. */
const HANG = 20_000;

/**
 * A fresh PostgreSQL database, a TCP proxy in front of it that the test can break, and a server (with
 * a member signed up) that reaches the database only through the proxy, with short timeouts.
 */
async function startBehindProxy(overrides: Partial<Config> = {}, dependencies: AppDependencies = {}) {
  const database = await createTestDatabase();
  const url = new URL(database.url);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  let server: TestServer | undefined;
  try {
    server = await startTestServer(
      'postgres',
      { databaseUrl: url.toString(), databaseTimeouts: { connectMs: 1_000, queryMs: 2_000 }, ...overrides },
      dependencies,
    );
    return { database, proxy, server, member: await signUpMember(server) };
  } catch (error) {
    // The describe block gets no handles to clean up: undo what was started here.
    await server?.close();
    await proxy.close();
    await database.drop();
    throw error;
  }
}
type BehindProxy = Awaited<ReturnType<typeof startBehindProxy>>;

/**
 * PostgreSQL going away under a running server (issue 10, "Faults"): a TCP proxy between the two is
 * cut (the database went down) or silenced (the network dropped packets). Meanwhile health answers
 * 503 and API calls a 503 envelope in bounded time; once the proxy is back the server recovers alone.
 */
describe.runIf(DATABASE_KINDS.includes('postgres'))('the database going away (PostgreSQL)', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let database: BehindProxy['database'];
  let member: TestMember;

  beforeAll(async () => {
    ({ database, proxy, server, member } = await startBehindProxy());
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.drop();
  });

  const call = (method: string, path: string, who: TestMember | null, body?: unknown) =>
    callApi(server, method, path, who, body);
  const healthStatus = async () =>
    (await server.request('/api/health', { signal: AbortSignal.timeout(HANG) })).status;
  const save = () => call('POST', '/api/crs/save-crs-result', member, SUBMISSION);

  /** Each kind of call, read and write, visitor and member, answers the same clear 503. */
  async function expectUnavailable() {
    const health = await server.answer('/api/health', { signal: AbortSignal.timeout(HANG) });
    expect(health.status).toBe(503);
    expect(health.body.data).toMatchObject({ database: 'down', databaseKind: 'postgres' });
    const calls: Array<[string, string, TestMember | null, unknown, string]> = [
      ['GET', '/api/users/jwt', member, undefined, 'users.me'],
      ['POST', '/api/crs/save-crs-result', member, SUBMISSION, 'crs.save'],
      ['GET', '/api/news', null, undefined, 'news.list'],
      ['POST', '/api/auth/login', null, { loginIdentifier: member.email, password: PASSWORD }, 'auth.login'],
    ];
    for (const [method, path, who, body, actionName] of calls) {
      const answer = await server.answer(path, {
        method,
        headers: { ...who?.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(HANG),
      });
      expect(answer.status, `${method} ${path}`).toBe(503);
      expect(answer.body, `${method} ${path}`).toMatchObject({
        status: 503,
        message: expect.stringContaining('temporarily unavailable'),
        data: { code: 'server.unavailable', requestId: expect.any(String) },
        actionName,
      });
      expect(Number(answer.headers.get('retry-after')), `${method} ${path}`).toBeGreaterThan(0);
    }
  }

  /** Health comes back without a restart, a write goes through and is read back. */
  async function expectRecovered(savedBefore: string[]) {
    await expect.poll(healthStatus, { timeout: 15_000, interval: 250 }).toBe(200);
    const saved = await save();
    expect(saved.status).toBe(200);
    const history = await call('POST', '/api/crs/last-5-crs-results', member);
    expect(history.status).toBe(200);
    expect(history.body.data.map((result: { id: string }) => result.id)).toEqual(
      expect.arrayContaining([...savedBefore, saved.body.data]),
    );
    return [...savedBefore, saved.body.data as string];
  }

  /** A saved result, then `outage` (a 503 for every call), then the proxy back (a full recovery). */
  async function survives(outage: () => void) {
    const before = await save();
    expect(before.status).toBe(200);
    outage();
    await expectUnavailable();
    proxy.restore();
    await expectRecovered([before.body.data]);
  }

  it('answers 503 while PostgreSQL is down (connections reset), and recovers once it is back', async () => {
    await survives(() => proxy.cut());
  }, 60_000);

  it('answers 503 in bounded time while the network drops everything, and recovers once it is back', async () => {
    await survives(() => proxy.silence());
  }, 90_000);
});

/**
 * PostgreSQL up but refusing this server's connections (issue 18, point 7): the database no longer
 * allows connections (`ALTER DATABASE … ALLOW_CONNECTIONS false`, SQLSTATE 55000) and its sessions
 * are ended (`pg_terminate_backend`, 57P01), or the server is starting up (57P03, from a stand-in
 * through the TCP proxy). Every call answers the 503 envelope with Retry-After, and nothing logged
 * quotes a query's parameters: no member id, no search words.
 */
describe.runIf(DATABASE_KINDS.includes('postgres'))('PostgreSQL refusing connections', () => {
  const SEARCH_WORDS = 'bảo-lãnh-vợ-chồng-7741';
  let database: BehindProxy['database'];
  let server: TestServer;
  let proxy: TcpProxy;
  let member: TestMember;
  const logs: string[] = [];
  const databaseName = () => new URL(database.url).pathname.slice(1);
  const asAdmin = async (sql: string) => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };

  beforeAll(async () => {
    ({ database, proxy, server, member } = await startBehindProxy({ logLevel: 'warn' }, logsInto(logs)));
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await asAdmin(`alter database ${databaseName()} allow_connections true`).catch(() => {});
    await database?.drop();
  });

  async function expectUnavailable(label: string) {
    logs.length = 0;
    const calls: Array<[string, string, TestMember | null, unknown]> = [
      ['GET', '/api/users/jwt', member, undefined],
      ['POST', '/api/crs/save-crs-result', member, SUBMISSION],
      ['GET', `/api/news?keyword=${encodeURIComponent(SEARCH_WORDS)}`, null, undefined],
      ['GET', `/api/news?keyword=${encodeURIComponent(SEARCH_WORDS)}`, member, undefined],
    ];
    for (const [method, path, who, body] of calls) {
      const response = await callApi(server, method, path, who, body);
      expect(response.status, `${label}: ${method} ${path}`).toBe(503);
      expect(response.body, `${label}: ${method} ${path}`).toMatchObject({
        status: 503,
        data: { code: 'server.unavailable', requestId: expect.any(String) },
      });
      expect(Number(response.headers.get('retry-after')), `${label}: ${method} ${path}`).toBeGreaterThan(0);
    }
    const logged = logs.join('\n');
    expect(logged, label).toContain('database unavailable');
    expect(logged, label).not.toContain(member.id);
    expect(logged, label).not.toContain(SEARCH_WORDS);
    // The workers' failed queries are logged too, their parameters redacted.
    expect(logged, label).not.toMatch(/params: (?!\[redacted\])/);
    expect(logged, label).not.toMatch(/"params":\[/);
  }

  /** The member's calls are answered again, within 15 s, without a restart. */
  async function expectMemberServed() {
    await expect
      .poll(async () => (await callApi(server, 'GET', '/api/users/jwt', member)).status, { timeout: 15_000 })
      .toBe(200);
  }

  it('answers 503 while the database allows no connection (55000), and recovers once it does', async () => {
    expect((await callApi(server, 'GET', '/api/users/jwt', member)).status).toBe(200);
    await asAdmin(`alter database ${databaseName()} allow_connections false`);
    await asAdmin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName()}' and pid <> pg_backend_pid()`,
    );
    await expectUnavailable('allow_connections false');
    expect(logs.join('\n')).toContain('55000');
    await asAdmin(`alter database ${databaseName()} allow_connections true`);
    await expectMemberServed();
  }, 60_000);

  it('answers 503 while PostgreSQL is starting up (57P03), and recovers once it is up', async () => {
    proxy.refuse('57P03', 'the database system is starting up');
    await expectUnavailable('starting up');
    proxy.restore();
    await expectMemberServed();
  }, 60_000);
});
