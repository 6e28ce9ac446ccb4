import { NOTICE_MESSAGE_MAX, type SiteNotice, type SiteNoticeInput } from '@maplebridge/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, siteNotices } from '#db/schema/index.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, startTestServer, type TestServer } from '#test/test-server.ts';
import { createNoticesRepository } from './notices.repository.ts';
import { createNoticesService } from './notices.service.ts';
import { REPORTED_CRS_CHANGE_NOTICE_ID } from './reported-crs-change.ts';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const notice = (overrides: Partial<SiteNoticeInput> = {}): SiteNoticeInput => ({
  messageVn: 'Bảo trì hệ thống tối nay',
  messageEn: 'Maintenance tonight',
  severity: 'info',
  startsAt: at(-HOUR),
  ...overrides,
});

describe.each(DATABASE_KINDS)('site notices on %s', (kind) => {
  let server: TestServer;
  let admin: TestMember;
  let member: TestMember;

  const call = (method: string, path: string, body?: unknown, who: TestMember | null = admin) =>
    callApi(server, method, path, who, body);
  const activeMessages = async () =>
    ((await call('GET', '/api/notices', undefined, null)).body.data.items as SiteNotice[]).map(
      (item) => item.messageEn,
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signUpMember(server, { admin: true });
    member = await signUpMember(server);
  });
  afterAll(() => server.close());

  it('answers no notice where none was published (tests seed none), cacheable for 30 seconds', async () => {
    const { status, body, headers } = await call('GET', '/api/notices', undefined, null);
    expect(status).toBe(200);
    expect(body).toMatchObject({ actionName: 'notices.list', data: { items: [] } });
    expect(headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('shows a notice from its start until before its end, newest start first', async () => {
    const windows: Array<[string, Partial<SiteNoticeInput>]> = [
      ['ended', { startsAt: at(-3 * HOUR), endsAt: at(-HOUR) }],
      ['future', { startsAt: at(HOUR), endsAt: at(2 * HOUR) }],
      ['open-ended', { startsAt: at(-2 * HOUR), endsAt: null }],
      ['running', { startsAt: at(-HOUR), endsAt: at(HOUR), severity: 'critical', linkUrl: '/crs-tool' }],
    ];
    const created: Record<string, SiteNotice> = {};
    for (const [name, window] of windows) {
      const { status, body } = await call(
        'POST',
        '/api/admin/notices',
        notice({ messageEn: name, ...window }),
      );
      expect(status, name).toBe(200);
      created[name] = body.data;
    }
    expect(created.running).toMatchObject({
      messageVn: 'Bảo trì hệ thống tối nay',
      severity: 'critical',
      linkUrl: '/crs-tool',
      endsAt: expect.any(String),
    });
    expect(await activeMessages()).toEqual(['running', 'open-ended']);

    // The console lists them all; ending the open one takes it off the site at once.
    const all = (await call('GET', '/api/admin/notices')).body.data.items as SiteNotice[];
    expect(all.map((item) => item.messageEn)).toEqual(['future', 'running', 'open-ended', 'ended']);
    const open = created['open-ended'] as SiteNotice;
    const ended = await call('PUT', `/api/admin/notices/${open.id}`, {
      ...notice({ messageEn: 'open-ended', startsAt: open.startsAt }),
      endsAt: at(-1_000),
    });
    expect(ended.status).toBe(200);
    expect(await activeMessages()).toEqual(['running']);

    for (const item of Object.values(created)) {
      expect((await call('DELETE', `/api/admin/notices/${item.id}`)).status).toBe(200);
    }
    expect(await activeMessages()).toEqual([]);
  });

  it('answers 400 naming the field for a bad notice, and 404 for an unknown one', async () => {
    const start = at(-HOUR);
    const cases: Array<[unknown, string, string]> = [
      [{ ...notice(), messageVn: '  ' }, 'body.messageVn', 'validation.required'],
      [{ ...notice(), messageEn: undefined }, 'body.messageEn', 'validation.required'],
      [notice({ messageEn: 'x'.repeat(NOTICE_MESSAGE_MAX + 1) }), 'body.messageEn', 'validation.tooLong'],
      [notice({ endsAt: at(-2 * HOUR) }), 'body.endsAt', 'validation.endsBeforeStart'],
      [notice({ startsAt: start, endsAt: start }), 'body.endsAt', 'validation.endsBeforeStart'],
      [notice({ linkUrl: 'http://www.canada.ca/' }), 'body.linkUrl', 'validation.httpsLinkInvalid'],
      [notice({ linkUrl: 'javascript:alert(1)' }), 'body.linkUrl', 'validation.httpsLinkInvalid'],
      [notice({ linkUrl: '//evil.example/' }), 'body.linkUrl', 'validation.httpsLinkInvalid'],
      [{ ...notice(), severity: 'urgent' }, 'body.severity', 'validation.severityInvalid'],
      [notice({ startsAt: 'tomorrow' }), 'body.startsAt', 'validation.dateInvalid'],
      [notice({ startsAt: '0000-01-01T00:00:00Z' }), 'body.startsAt', 'validation.dateInvalid'],
    ];
    for (const [body, field, message] of cases) {
      const { status, body: answer } = await call('POST', '/api/admin/notices', body);
      expect(status, field).toBe(400);
      expect(answer.data.fields, field).toContainEqual(expect.objectContaining({ field, message }));
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/api/admin/notices/${missing}`, notice())).body.data.code).toBe(
      'notices.notFound',
    );
    expect((await call('DELETE', `/api/admin/notices/${missing}`)).status).toBe(404);
    expect((await call('DELETE', '/api/admin/notices/42')).status).toBe(400);

    const linked = await call(
      'POST',
      '/api/admin/notices',
      notice({ linkUrl: 'https://www.canada.ca/en.html' }),
    );
    expect(linked.body.data.linkUrl).toBe('https://www.canada.ca/en.html');
    const unlinked = await call('POST', '/api/admin/notices', notice({ linkUrl: '' }));
    expect(unlinked.body.data.linkUrl).toBeNull();
    for (const { body } of [linked, unlinked]) await call('DELETE', `/api/admin/notices/${body.data.id}`);
  });

  it('lets only staff list, publish, change or delete notices, and audits each change', async () => {
    const created = (await call('POST', '/api/admin/notices', notice())).body.data as SiteNotice;
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/notices'],
      ['POST', '/api/admin/notices', notice()],
      ['PUT', `/api/admin/notices/${created.id}`, notice()],
      ['DELETE', `/api/admin/notices/${created.id}`],
    ];
    for (const [method, path, body] of attempts) {
      expect((await call(method, path, body, null)).status, `visitor ${method}`).toBe(401);
      expect((await call(method, path, body, member)).status, `member ${method}`).toBe(403);
    }
    expect(
      (await call('PUT', `/api/admin/notices/${created.id}`, notice({ severity: 'warning' }))).status,
    ).toBe(200);
    expect((await call('DELETE', `/api/admin/notices/${created.id}`)).status).toBe(200);
    const entries = await server.database.db
      .select({ action: auditLog.action, path: auditLog.path })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), like(auditLog.path, `%${created.id}%`)));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'admin.notices.delete',
      'admin.notices.update',
    ]);
  });

  it('is in the API document: the public list and the console’s routes', async () => {
    const paths = (await server.apiDocument()).paths;
    expect(Object.keys(paths['/api/notices'])).toEqual(['get']);
    expect(Object.keys(paths['/api/admin/notices']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/notices/{id}']).sort()).toEqual(['delete', 'put']);
  });
});

describe.each(DATABASE_KINDS)('the seeded notice of the reported CRS change on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { seedNotices: true });
  });
  afterAll(() => server.close());

  const seed = () =>
    createNoticesService(createNoticesRepository(server.database.db)).seedReportedCrsChange();

  it('is shown once, worded as reported and not in the scores, as a warning without a link', async () => {
    const { body } = await server.answer('/api/notices');
    expect(body.data.items).toEqual([
      expect.objectContaining({
        id: REPORTED_CRS_CHANGE_NOTICE_ID,
        severity: 'warning',
        linkUrl: null,
        endsAt: null,
        messageVn: expect.stringMatching(/Có tin cho biết IRCC.*03\/11\/2026.*chưa được tính vào điểm CRS/),
        messageEn: expect.stringMatching(
          /IRCC was reported.*November 3, 2026.*not yet included in the CRS scores/,
        ),
      }),
    ]);
    for (const item of body.data.items as SiteNotice[]) {
      expect(item.messageVn.length).toBeLessThanOrEqual(NOTICE_MESSAGE_MAX);
      expect(item.messageEn.length).toBeLessThanOrEqual(NOTICE_MESSAGE_MAX);
    }
    // Started again, or by two replicas at once: still one.
    expect(await Promise.all([seed(), seed()])).toEqual([false, false]);
    expect(await server.database.db.select().from(siteNotices)).toHaveLength(1);
  });

  it('does not come back once staff deleted it', async () => {
    const admin = await signUpMember(server, { admin: true });
    const deleted = await callApi(
      server,
      'DELETE',
      `/api/admin/notices/${REPORTED_CRS_CHANGE_NOTICE_ID}`,
      admin,
    );
    expect(deleted.status).toBe(200);
    expect(await seed()).toBe(false);
    expect(await server.database.db.select().from(siteNotices)).toHaveLength(0);
    // Without that trace in the audit log, an empty site gets it (two replicas: one row).
    await server.database.db.delete(auditLog).where(like(auditLog.action, 'admin.notices.%'));
    expect((await Promise.all([seed(), seed()])).filter(Boolean)).toHaveLength(1);
    expect(await server.database.db.select().from(siteNotices)).toHaveLength(1);
  });
});
