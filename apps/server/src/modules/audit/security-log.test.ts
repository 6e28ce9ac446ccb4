import type { AuditEntry } from '@maplebridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, readJson } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

const json = { 'content-type': 'application/json' };

/**
 * Issue 18: failed sign-ins and refused console requests go to the audit log, with who (the
 * identifier or the account, never a password), what, when and the client's address.
 */
describe.each(DATABASE_KINDS)('security events in the audit log (%s)', (kind) => {
  const server = useTestServer(kind, { trustProxy: ['127.0.0.1'] });
  let admin: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    admin = await signUpMember(server, { admin: true });
    member = await signUpMember(server);
  });

  const securityEntries = async (): Promise<AuditEntry[]> =>
    (await callApi(server, 'GET', '/api/admin/audit-log?action=security.&PageSize=100', admin)).body.data
      .items;
  const login = (loginIdentifier: string, password: string, from: string) =>
    server.request('/api/auth/login', {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': from },
      body: JSON.stringify({ loginIdentifier, password }),
    });

  it('records a failed sign-in: the identifier, the account it names, the address; never a password', async () => {
    expect((await login(member.email.toUpperCase(), 'Wrong-Secret-2026!', '203.0.113.50')).status).toBe(401);
    expect((await login('ghost@example.com', 'Other-Secret-2026!', '2001:db8::50')).status).toBe(401);
    // A password typed into the identifier box is not kept as the "who".
    expect((await login('Typed-In-The-Wrong-Box-1!', 'x', '203.0.113.51')).status).toBe(401);
    expect((await login(member.email, 'Maple2026!', '203.0.113.52')).status).toBe(200);

    const entries = await securityEntries();
    const failed = entries.filter((entry) => entry.action === 'security.loginFailed');
    expect(failed).toHaveLength(3);
    expect(failed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorId: member.id,
          actorEmail: member.email,
          method: 'POST',
          path: '/api/auth/login',
          statusCode: 401,
          ip: '203.0.113.50',
          createdAt: expect.any(String),
        }),
        expect.objectContaining({ actorId: null, actorEmail: 'ghost@example.com', ip: '2001:db8::50' }),
        expect.objectContaining({ actorId: null, actorEmail: null, ip: '203.0.113.51' }),
      ]),
    );
    const text = JSON.stringify(entries);
    for (const secret of ['Wrong-Secret-2026!', 'Other-Secret-2026!', 'Typed-In-The-Wrong-Box-1!'])
      expect(text).not.toContain(secret);
    expect(entries.some((entry) => entry.ip === '203.0.113.52')).toBe(false);
  });

  it("records refused console requests: a visitor's 401 and a member's 403, without the query", async () => {
    const headers = { 'x-forwarded-for': '198.51.100.60' };
    expect((await server.request('/api/admin/audit-log?token=abc', { headers })).status).toBe(401);
    expect(
      (
        await server.request('/api/admin/news', {
          method: 'POST',
          headers: { ...headers, ...member.headers },
          body: JSON.stringify({ title: 'x' }),
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request('/api/admin/no-such-thing', { headers: { ...headers, ...member.auth } })).status,
    ).toBe(403);

    const refused = (await securityEntries()).filter((entry) => entry.action === 'security.adminRefused');
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorId: null,
          actorEmail: null,
          method: 'GET',
          path: '/api/admin/audit-log',
          statusCode: 401,
          ip: '198.51.100.60',
        }),
        expect.objectContaining({
          actorId: member.id,
          actorEmail: member.email,
          method: 'POST',
          path: '/api/admin/news',
          statusCode: 403,
        }),
        expect.objectContaining({ actorId: member.id, path: '/api/admin/no-such-thing', statusCode: 403 }),
      ]),
    );
    expect(refused).toHaveLength(3);
  });

  it('keeps the address with the console’s own changes too', async () => {
    const created = await server.request('/api/admin/tags', {
      method: 'POST',
      headers: { ...admin.headers, 'x-forwarded-for': '192.0.2.70' },
      body: JSON.stringify({ name: `audit-ip-${Date.now()}`, descriptionVN: 'Thử', descriptionEN: 'Test' }),
    });
    expect(created.status).toBe(200);
    const { items } = (await callApi(server, 'GET', '/api/admin/audit-log?action=admin.tags', admin)).body
      .data;
    expect(items[0]).toMatchObject({ action: 'admin.tags.create', actorId: admin.id, ip: '192.0.2.70' });
  });
});

describe('refused console requests under the rate limit', () => {
  const server = useTestServer('pglite', {
    rateLimit: { max: 4, timeWindowMs: 60_000, redisNamespace: 'unused' },
    trustProxy: ['127.0.0.1'],
  });
  let admin: TestMember;
  beforeAll(async () => {
    admin = await signUpMember(server, { admin: true });
  });

  it('counts them against the client’s budget, so they cannot fill the audit log unchecked', async () => {
    const statuses = [];
    for (let index = 0; index < 8; index++) {
      const response = await server.request('/api/admin/members', {
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    const page = await readJson(
      await server.request('/api/admin/audit-log?action=security.', {
        headers: { ...admin.auth, 'x-forwarded-for': '192.0.2.1' },
      }),
    );
    expect(page.data.items).toHaveLength(4);
  });
});
