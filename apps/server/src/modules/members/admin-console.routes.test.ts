import fs from 'node:fs';
import path from 'node:path';
import { profileToAnswers, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '#test/accounts.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, type JsonBody, startTestServer, type TestServer } from '#test/test-server.ts';

const ZERO_ID = '00000000-0000-4000-8000-000000000000';
const ROUND = {
  number: '900',
  date: '2026-11-20',
  name: 'Canadian Experience Class',
  category: 'cec',
  programs: 'Canadian Experience Class',
  invitations: 3000,
  lowestScore: 300,
  tieBreak: '2026-11-01 10:00:00 UTC',
};

describe.each(DATABASE_KINDS)('the console API on %s', (kind) => {
  let server: TestServer;
  let admin: TestMember;
  let member: TestMember;
  const call = (method: string, url: string, who: TestMember | null, body?: unknown) =>
    callApi(server, method, url, who, body);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signUpMember(server, { admin: true });
    member = await signUpMember(server);
  });
  afterAll(() => server.close());

  it.each([
    ['GET', '/api/admin/members', undefined],
    ['PUT', `/api/admin/members/${ZERO_ID}/active`, { active: false }],
    ['PUT', `/api/admin/members/${ZERO_ID}/role`, { isAdmin: true }],
    ['GET', '/api/admin/audit-log', undefined],
    ['POST', '/api/admin/draws', ROUND],
    ['POST', '/api/admin/draws/import', {}],
  ])('%s %s refuses visitors (401) and members (403)', async (method, url, body) => {
    expect((await call(method, url, null, body)).status).toBe(401);
    expect((await call(method, url, member, body)).status).toBe(403);
  });

  it('refuses every /api/admin route to visitors (401) and members (403), whatever the body', async () => {
    const spec = await server.apiDocument();
    const routes = Object.entries(spec.paths as Record<string, Record<string, unknown>>)
      .filter(([url]) => url.startsWith('/api/admin'))
      .flatMap(([url, methods]) =>
        Object.keys(methods).map((method) => [method.toUpperCase(), url] as const),
      );
    expect(routes.length).toBeGreaterThanOrEqual(25);
    for (const [method, url] of routes) {
      const concrete = url.replace(/\{[^}]+\}/g, ZERO_ID);
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await call(method, concrete, null, body)).status, `${method} ${url}`).toBe(401);
      expect((await call(method, concrete, member, body)).status, `${method} ${url}`).toBe(403);
    }
  });

  it('finds members by e-mail, name or phone, and filters admins', async () => {
    const byEmail = await call(
      'GET',
      `/api/admin/members?keyword=${encodeURIComponent(member.email.slice(0, 12))}`,
      admin,
    );
    expect(byEmail.body.data.items.map((item: JsonBody) => item.email)).toContain(member.email);
    const admins = await call('GET', '/api/admin/members?status=admins', admin);
    expect(admins.body.data.items.every((item: JsonBody) => item.isAdmin)).toBe(true);
    expect(admins.body.data.items.map((item: JsonBody) => item.id)).toContain(admin.id);
    const odd = await call('GET', `/api/admin/members?keyword=${encodeURIComponent('%_\\')}`, admin);
    expect(odd).toMatchObject({ status: 200, body: { data: { items: [] } } });
    expect((await call('GET', '/api/admin/members?status=everyone', admin)).status).toBe(400);
  });

  it('deactivates a member (signed out, cannot sign in), reactivates them, and refuses to act on oneself', async () => {
    const target = await signUpMember(server);
    const off = await call('PUT', `/api/admin/members/${target.id}/active`, admin, { active: false });
    expect(off.body.data).toMatchObject({ id: target.id, active: false });
    expect((await call('GET', '/api/users/jwt', target)).status).toBe(401);
    const login = await call('POST', '/api/auth/login', null, {
      loginIdentifier: target.email,
      password: PASSWORD,
    });
    expect(login.body.token).toBe('');
    expect(
      (await call('PUT', `/api/admin/members/${target.id}/active`, admin, { active: true })).body.data.active,
    ).toBe(true);

    const selfOff = await call('PUT', `/api/admin/members/${admin.id}/active`, admin, { active: false });
    expect(selfOff).toMatchObject({ status: 400, body: { data: { code: 'admin.selfDeactivation' } } });
    const selfDemote = await call('PUT', `/api/admin/members/${admin.id}/role`, admin, { isAdmin: false });
    expect(selfDemote).toMatchObject({ status: 400, body: { data: { code: 'admin.selfDemotion' } } });
    expect((await call('PUT', `/api/admin/members/${ZERO_ID}/role`, admin, { isAdmin: true })).status).toBe(
      404,
    );
  });

  it('promotes a member to admin, who can then use the console, and demotes them again', async () => {
    const helper = await signUpMember(server);
    expect(
      (await call('PUT', `/api/admin/members/${helper.id}/role`, admin, { isAdmin: true })).body.data.isAdmin,
    ).toBe(true);
    expect((await call('GET', '/api/admin/members', helper)).status).toBe(200);
    await call('PUT', `/api/admin/members/${helper.id}/role`, admin, { isAdmin: false });
    expect((await call('GET', '/api/admin/members', helper)).status).toBe(403);
  });

  it('adds a round by hand once, and alerts a member whose saved score is at or above its cut-off', async () => {
    const saver = await signUpMember(server);
    await call('POST', '/api/crs/save-crs-result', saver, {
      crsResultDetailDTO: toSubmission(profileToAnswers(MARRIED_APPLICANT)),
    });
    const added = await call('POST', '/api/admin/draws', admin, ROUND);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      added: [{ number: '900', category: 'cec', lowestScore: 300 }],
      skipped: 0,
    });
    expect(added.body.data.alerted).toBeGreaterThanOrEqual(1);
    const inbox = await call('GET', '/api/notifications/user', saver);
    expect(inbox.body.data.items.map((item: JsonBody) => item.title_EN)).toContainEqual(
      expect.stringContaining('Round #900'),
    );
    expect((await call('GET', '/api/draws?PageSize=1', null)).body.data.latestCutOff).toMatchObject({
      number: '900',
    });

    const again = await call('POST', '/api/admin/draws', admin, ROUND);
    expect(again).toMatchObject({ status: 409, body: { data: { code: 'draws.duplicate' } } });
    const bad = await call('POST', '/api/admin/draws', admin, { ...ROUND, number: 'x1', lowestScore: 1500 });
    expect(bad.body.data.fields.map((field: JsonBody) => field.field).sort()).toEqual([
      'body.lowestScore',
      'body.number',
    ]);
  });

  it('imports IRCC’s rounds file once, and refuses a file that is not one', async () => {
    const file = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '..', 'draws', 'fixtures', 'ircc-rounds.json'), 'utf8'),
    );
    const first = await call('POST', '/api/admin/draws/import', admin, file);
    expect(first.body.data.added.map((round: JsonBody) => round.number)).toEqual(['438']);
    const second = await call('POST', '/api/admin/draws/import', admin, file);
    expect(second.body.data).toMatchObject({ added: [], alerted: 0 });
    expect(second.body.data.skipped).toBeGreaterThan(0);
    const wrong = await call('POST', '/api/admin/draws/import', admin, { hello: 'world' });
    expect(wrong).toMatchObject({ status: 400, body: { data: { code: 'draws.invalidFile' } } });
  });

  it('records every change made through the console, and not the reads or the refused changes', async () => {
    const target = await signUpMember(server);
    await call('PUT', `/api/admin/members/${target.id}/role`, admin, { isAdmin: true });
    await call('PUT', `/api/admin/members/${target.id}/role`, admin, { isAdmin: false });
    await call('PUT', `/api/admin/members/${admin.id}/role`, admin, { isAdmin: false });
    const tag = await call('POST', '/api/admin/tags', admin, {
      name: `audit-${Date.now()}`,
      descriptionVN: 'Nhật ký',
      descriptionEN: 'Audit',
    });
    expect(tag.status).toBe(200);

    const log = await call('GET', '/api/admin/audit-log?PageSize=100', admin);
    // Refused requests are security events of their own (security-log.test.ts).
    const entries = log.body.data.items.filter((entry: JsonBody) => entry.action.startsWith('admin.'));
    const roleChanges = entries.filter(
      (entry: JsonBody) => entry.path === `/api/admin/members/${target.id}/role`,
    );
    expect(roleChanges).toHaveLength(2);
    expect(roleChanges[0]).toMatchObject({
      action: 'admin.members.role',
      method: 'PUT',
      statusCode: 200,
      actorId: admin.id,
      actorEmail: admin.email,
    });
    expect(entries.some((entry: JsonBody) => entry.action === 'admin.tags.create')).toBe(true);
    expect(entries.some((entry: JsonBody) => entry.path === `/api/admin/members/${admin.id}/role`)).toBe(
      false,
    );
    expect(entries.some((entry: JsonBody) => entry.method === 'GET')).toBe(false);
    const onlyMembers = await call('GET', '/api/admin/audit-log?action=admin.members', admin);
    expect(
      onlyMembers.body.data.items.every((entry: JsonBody) => entry.action.startsWith('admin.members')),
    ).toBe(true);
  });
});
