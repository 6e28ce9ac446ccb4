import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailPayload, outbox, syncJobs, users } from '#db/schema/index.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, startTestServer, type TestServer } from '#test/test-server.ts';
import { listMailsFor } from './list-mails.ts';
import { createNewsDigestRepository } from './news-digest.repository.ts';
import { createNewsDigest, nextDigestAt } from './news-digest.ts';

describe('nextDigestAt', () => {
  it('is the first Monday 01:00 UTC after the moment', () => {
    const at = (iso: string) => nextDigestAt(new Date(iso)).toISOString();
    expect(at('2026-11-29T12:00:00Z')).toBe('2026-11-30T01:00:00.000Z');
    expect(at('2026-11-30T00:59:59Z')).toBe('2026-11-30T01:00:00.000Z');
    expect(at('2026-11-30T01:00:00Z')).toBe('2026-12-07T01:00:00.000Z');
    expect(at('2026-12-02T23:00:00Z')).toBe('2026-12-07T01:00:00.000Z');
  });
});

describe.each(DATABASE_KINDS)('the weekly news digest on %s', (kind) => {
  let clock = new Date('2026-11-29T12:00:00Z');
  let server: TestServer;
  let admin: TestMember;

  /** A replica's digest: its own name on the lease, the server's clock, database and outbox. */
  const replica = () =>
    createNewsDigest({
      digests: createNewsDigestRepository(server.database.db),
      listMails: listMailsFor(server.config),
      now: () => clock,
      nudge: () => void server.app.outbox.drain(),
    });

  async function article(title: string, language: 'vi' | 'en', publishDate: string, isPublished = true) {
    const created = await callApi(server, 'POST', '/api/admin/news', admin, {
      title,
      previewContent: `${title}: what changed this week.`,
      content: '<p>CRS</p>',
      language,
      publishDate,
      isPublished,
    });
    expect(created.status).toBe(200);
    return created.body.data.id as string;
  }

  async function member(options: { digest: boolean; language: 'vi' | 'en'; isVerified?: boolean }) {
    const signedUp = await signUpMember(server);
    await server.database.db
      .update(users)
      .set({ isEmailVerified: options.isVerified ?? true })
      .where(eq(users.id, signedUp.id));
    const saved = await callApi(server, 'PUT', '/api/users/me/email-preferences', signedUp, {
      emailRoundAlerts: false,
      emailNewsDigest: options.digest,
      language: options.language,
    });
    expect(saved.status).toBe(200);
    return signedUp;
  }

  /** The digests queued to a member, newest first, with their headers. */
  const digestsTo = async (who: TestMember) =>
    (
      await server.database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->>'to' = ${who.email}`)
        .orderBy(sql`${outbox.createdAt} desc`)
    )
      .map((row) => row.payload as MailPayload)
      .filter((mail) => mail.headers?.['List-Unsubscribe']);

  beforeAll(async () => {
    server = await startTestServer(kind, { publicUrl: 'https://maplebridge.test' }, { now: () => clock });
    admin = await signUpMember(server, { admin: true });
  });
  afterAll(() => server.close());

  it('sends opted-in members the week’s articles in their language, once a week, and nothing without any', async () => {
    const reader = await member({ digest: true, language: 'vi' });
    const englishReader = await member({ digest: true, language: 'en' });
    const notOptedIn = await member({ digest: false, language: 'vi' });
    const unverified = await member({ digest: true, language: 'vi', isVerified: false });
    const recentVi = await article('Đợt mời mới cho ngành y tế', 'vi', '2026-11-27T03:00:00Z');
    const recentEn = await article('New healthcare round', 'en', '2026-11-28T03:00:00Z');
    await article('Tin cũ hơn một tuần', 'vi', '2026-11-20T03:00:00Z');
    await article('Bản nháp chưa đăng', 'vi', '2026-11-28T03:00:00Z', false);
    const nextWeekEn = await article('Next week’s article', 'en', '2026-12-02T03:00:00Z');

    // The first look makes the digest's row, due next Monday; nothing is sent before then.
    expect(await replica().runIfDue()).toBeNull();
    clock = new Date('2026-11-30T01:05:00Z');
    // Two replicas look at once: one sends.
    const runs = await Promise.all([replica().runIfDue(), replica().runIfDue()]);
    expect(runs.filter((run) => run !== null)).toEqual([2]);

    const [vi, ...moreVi] = await digestsTo(reader);
    expect(moreVi).toEqual([]);
    expect(vi?.subject).toBe('Tin Express Entry trong tuần: 1 bài mới');
    expect(vi?.text).toContain(`Đợt mời mới cho ngành y tế\nhttps://maplebridge.test/news/${recentVi}`);
    expect(vi?.text).toContain('27/11/2026 · Đợt mời mới cho ngành y tế: what changed this week.');
    expect(vi?.text).not.toContain('New healthcare round');
    expect(vi?.text).not.toContain('Tin cũ hơn một tuần');
    expect(vi?.text).not.toContain('Bản nháp');
    expect(vi?.text).toMatch(
      /Hủy đăng ký bản tin hằng tuần\nhttps:\/\/maplebridge\.test\/unsubscribe\?token=newsDigest\./,
    );
    expect(vi?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/maplebridge\.test\/api\/mail\/unsubscribe\?token=newsDigest\.[0-9a-f-]{36}\.[\w-]+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [en] = await digestsTo(englishReader);
    expect(en?.subject).toBe('Your week of Express Entry news: 1 new article');
    expect(en?.text).toContain(`New healthcare round\nhttps://maplebridge.test/news/${recentEn}`);
    expect(en?.text).not.toContain('Đợt mời');
    expect(await digestsTo(notOptedIn)).toEqual([]);
    expect(await digestsTo(unverified)).toEqual([]);

    // Later the same week: not due again.
    clock = new Date('2026-12-03T09:00:00Z');
    expect(await replica().runIfDue()).toBeNull();
    expect(await digestsTo(reader)).toHaveLength(1);

    // The next Monday: only English has a new article, so only the English reader gets a digest.
    clock = new Date('2026-12-07T01:20:00Z');
    expect(await replica().runIfDue()).toBe(1);
    expect(await digestsTo(reader)).toHaveLength(1);
    const [second] = await digestsTo(englishReader);
    expect(second?.text).toContain(`https://maplebridge.test/news/${nextWeekEn}`);
    expect(second?.text).not.toContain('New healthcare round');
    const [job] = await server.database.db.select().from(syncJobs).where(eq(syncJobs.name, 'digest'));
    expect(job).toMatchObject({
      lastOutcome: 'ok',
      lastAdded: 1,
      leaseOwner: null,
      nextRunAt: new Date('2026-12-14T01:00:00Z'),
    });

    // Its link turns the digest off, and the next week sends nothing.
    const token = /\/unsubscribe\?token=([^&\s]+)/.exec(second?.text ?? '')?.[1] ?? '';
    const stopped = await server.answer(`/api/mail/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.body.data).toEqual({ list: 'newsDigest' });
    await article('Another English article', 'en', '2026-12-10T03:00:00Z');
    clock = new Date('2026-12-14T01:00:00Z');
    expect(await replica().runIfDue()).toBe(0);
    expect(await digestsTo(englishReader)).toHaveLength(2);
  });
});
