import fs from 'node:fs';
import path from 'node:path';
import { count, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '#db/schema/index.ts';
import { type FeedStandIn, startFeedStandIn, syncSettings } from '#test/feed-stand-in.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, type JsonBody, startTestServer, type TestServer } from '#test/test-server.ts';

const atomFixture = fs.readFileSync(
  path.join(import.meta.dirname, '../news/fixtures/ircc-news.atom.xml'),
  'utf8',
);

/** An RSS feed of one entry per id, in `language` when it states one. */
const rss = (ids: string[], language: string | null = 'vi-VN') =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Tin</title>${
    language ? `<language>${language}</language>` : ''
  }${ids
    .map(
      (id) =>
        `<item><title>Bài ${id}</title><guid>stand-in-${id}</guid><description>Nội dung ${id}</description><pubDate>Thu, 19 Nov 2026 08:00:00 +0700</pubDate></item>`,
    )
    .join('')}</channel></rss>`;

describe.each(DATABASE_KINDS)('the scheduled import of news feeds on %s', (kind) => {
  const IRCC = '/io-server/gc/news/en/v2';
  const VIETNAMESE = '/tin.rss';
  let feed: FeedStandIn;
  let server: TestServer;
  let admins: TestMember[];
  let member: TestMember;

  const run = () => callApi(server, 'POST', '/api/admin/sync/news/run', admins[0] as TestMember);
  const importedArticles = async () =>
    (await server.database.db.select({ n: count() }).from(news).where(isNotNull(news.sourceId)))[0]?.n;
  const reviewNotices = async (who: TestMember) => {
    const inbox = await callApi(server, 'GET', '/api/notifications/user', who);
    return inbox.body.data.items
      .map((item: JsonBody) => item.title_EN as string)
      .filter((title: string) => title.endsWith('to review'));
  };

  beforeAll(async () => {
    feed = await startFeedStandIn();
    server = await startTestServer(kind, {
      sync: syncSettings({ news: [`${feed.url}${IRCC}`, `${feed.url}${VIETNAMESE}`] }),
    });
    admins = [await signUpMember(server, { admin: true }), await signUpMember(server, { admin: true })];
    member = await signUpMember(server);
  });
  afterAll(async () => {
    await server?.close();
    await feed?.close();
  });

  it('adds every feed’s entries as drafts and tells each admin how many wait for review', async () => {
    feed.serve(IRCC, { kind: 'document', body: atomFixture });
    feed.serve(VIETNAMESE, { kind: 'document', body: rss(['a', 'b']) });
    const answer = await run();
    expect(answer.status).toBe(200);
    expect(answer.body.data.job).toMatchObject({
      job: 'news',
      sources: [`${feed.url}${IRCC}`, `${feed.url}${VIETNAMESE}`],
      failures: 0,
      lastRun: { outcome: 'ok', reason: 'imported', added: 4 },
    });
    expect(await importedArticles()).toBe(4);
    const drafts = await callApi(server, 'GET', '/api/news?isPublished=false&PageSize=10', admins[0] ?? null);
    expect(
      drafts.body.data.items.map((item: JsonBody) => [item.title, item.language, item.isPublished]),
    ).toEqual(
      expect.arrayContaining([
        ['Bài a', 'vi', false],
        ['Express Entry: a new round of invitations for Canadian Experience Class candidates', 'en', false],
      ]),
    );
    // Nothing unreviewed reaches readers.
    expect((await server.answer('/api/news')).body.data.items).toEqual([]);
    for (const admin of admins) expect(await reviewNotices(admin)).toEqual(['4 new articles to review']);
    expect(await reviewNotices(member)).toEqual([]);
  });

  it('adds nothing and tells no one when the feeds repeat what was imported', async () => {
    expect((await run()).body.data.job.lastRun).toMatchObject({ outcome: 'ok', added: 0 });
    expect(await importedArticles()).toBe(4);
    expect(await reviewNotices(admins[1] as TestMember)).toHaveLength(1);
  });

  it('imports the feeds that answer when one is down, and names the one that failed', async () => {
    feed.serve(IRCC, { kind: 'document', status: 503, body: 'Service Unavailable' });
    feed.serve(VIETNAMESE, { kind: 'document', body: rss(['c', 'b', 'a']) });
    const job = (await run()).body.data.job;
    expect(job).toMatchObject({
      failures: 1,
      lastRun: { outcome: 'failed', reason: 'httpStatus', detail: `${feed.url}${IRCC}: HTTP 503`, added: 1 },
    });
    expect(await importedArticles()).toBe(5);
    expect(await reviewNotices(admins[1] as TestMember)).toEqual([
      '1 new article to review',
      '4 new articles to review',
    ]);
    expect((await server.answer('/api/health')).status).toBe(200);
  });

  it('stores nothing of a feed cut short or in no language it can tell', async () => {
    feed.serve(IRCC, { kind: 'document', body: atomFixture.slice(0, atomFixture.length / 2) });
    feed.serve(VIETNAMESE, { kind: 'document', body: rss(['d'], null) });
    const job = (await run()).body.data.job;
    expect(job).toMatchObject({ failures: 2, lastRun: { outcome: 'failed', reason: 'malformed', added: 0 } });
    expect(job.lastRun.detail).toMatch(
      new RegExp(
        `^${feed.url}${IRCC}: Not a well-formed XML feed.*; ${feed.url}${VIETNAMESE}: the feed states no vi or en language`,
      ),
    );
    expect(await importedArticles()).toBe(5);
  });

  it('reads the language from the feed’s address when the feed states none (IRCC’s …/en/…)', async () => {
    feed.serve(IRCC, { kind: 'document', body: rss(['e'], null) });
    feed.serve(VIETNAMESE, { kind: 'document', body: rss(['d']) });
    expect((await run()).body.data.job).toMatchObject({ failures: 0, lastRun: { outcome: 'ok', added: 2 } });
    const drafts = await callApi(server, 'GET', '/api/news?isPublished=false&PageSize=20', admins[0] ?? null);
    const byTitle = new Map(drafts.body.data.items.map((item: JsonBody) => [item.title, item.language]));
    expect([byTitle.get('Bài e'), byTitle.get('Bài d')]).toEqual(['en', 'vi']);
  });
});
