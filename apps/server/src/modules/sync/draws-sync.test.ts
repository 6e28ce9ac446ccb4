import { profileToAnswers, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draws } from '#db/schema/index.ts';
import { type FeedAnswer, type FeedStandIn, startFeedStandIn, syncSettings } from '#test/feed-stand-in.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, type JsonBody, startTestServer, type TestServer } from '#test/test-server.ts';

const HOUR_MS = 3_600_000;
const RETRY_BASE_MS = 60_000;

/** A round as IRCC's rounds JSON writes it: every value text. */
const ircc = (number: number, lowestScore: number) => ({
  drawNumber: String(number),
  drawDate: '2026-11-25',
  drawName: 'Provincial Nominee Program',
  drawSize: '1,050',
  drawCRS: String(lowestScore),
  drawText2: 'Provincial Nominee Program',
  drawCutOff: 'November 24, 2026 at 10:00:00 UTC',
});
const document = (rounds: unknown[]): FeedAnswer => ({
  kind: 'document',
  body: JSON.stringify({ classes: 'stand-in', rounds }),
});

describe.each(DATABASE_KINDS)('the scheduled import of IRCC’s rounds on %s', (kind) => {
  const FEED = '/ee_rounds_123_en.json';
  let feed: FeedStandIn;
  let server: TestServer;
  let admin: TestMember;
  let nominee: TestMember;
  let below: TestMember;
  /** The cut-off of the test's rounds: the nominee's saved score, which is above the other member's. */
  let cutOff = 0;
  let clockOffsetMs = 0;

  const run = () => callApi(server, 'POST', '/api/admin/sync/draws/run', admin);
  const storedRounds = async () => (await server.database.db.select({ n: count() }).from(draws))[0]?.n;
  const roundAlerts = async (member: TestMember) => {
    const inbox = await callApi(server, 'GET', '/api/notifications/user', member);
    return inbox.body.data.items
      .map((item: JsonBody) => item.title_EN as string)
      .filter((title: string) => /#900\d\b/.test(title))
      .sort();
  };
  const saveScore = async (member: TestMember, nomination: boolean) => {
    const profile = { ...MARRIED_APPLICANT, nomination };
    await callApi(server, 'POST', '/api/crs/save-crs-result', member, {
      crsResultDetailDTO: toSubmission(profileToAnswers(profile)),
    });
    const latest = await callApi(server, 'POST', '/api/crs/last-5-crs-results', member);
    return latest.body.data[0].result.grandtotal as number;
  };

  beforeAll(async () => {
    feed = await startFeedStandIn();
    server = await startTestServer(
      kind,
      { sync: syncSettings({ draws: [`${feed.url}${FEED}`] }, { retryBaseMs: RETRY_BASE_MS }) },
      { now: () => new Date(Date.now() + clockOffsetMs) },
    );
    admin = await signUpMember(server, { admin: true });
    nominee = await signUpMember(server);
    below = await signUpMember(server);
    cutOff = await saveScore(nominee, true);
    expect(await saveScore(below, false)).toBeLessThan(cutOff);
  });
  afterAll(async () => {
    await server?.close();
    await feed?.close();
  });

  it('adds the feed’s new round and alerts the member whose saved score reaches its cut-off', async () => {
    const before = await storedRounds();
    feed.serve(FEED, document([ircc(9001, cutOff)]));
    const answer = await run();
    expect(answer.status).toBe(200);
    const job = answer.body.data.job;
    expect(answer.body.data.hasRun).toBe(true);
    expect(job).toMatchObject({ job: 'draws', isEnabled: true, isRunning: false, failures: 0 });
    expect(job.lastRun).toMatchObject({ outcome: 'ok', reason: 'imported', detail: null, added: 1 });
    expect(Date.parse(job.nextRunAt) - Date.parse(job.lastRun.finishedAt)).toBe(HOUR_MS);
    expect(await storedRounds()).toBe((before ?? 0) + 1);

    const rounds = await callApi(server, 'GET', '/api/draws?category=pnp&PageSize=1', null);
    expect(rounds.body.data.items[0]).toMatchObject({ number: '9001', lowestScore: cutOff, category: 'pnp' });
    expect(await roundAlerts(nominee)).toEqual([expect.stringContaining('Round #9001')]);
    expect(await roundAlerts(below)).toEqual([]);
  });

  it('adds only what is new when the feed repeats rounds, alerting once per round', async () => {
    const before = await storedRounds();
    feed.serve(FEED, document([ircc(9002, cutOff), ircc(9001, cutOff)]));
    expect((await run()).body.data.job.lastRun).toMatchObject({ outcome: 'ok', added: 1 });
    expect((await run()).body.data.job.lastRun).toMatchObject({ outcome: 'ok', added: 0 });
    expect(await storedRounds()).toBe((before ?? 0) + 1);
    expect(await roundAlerts(nominee)).toEqual([
      expect.stringContaining('Round #9001'),
      expect.stringContaining('Round #9002'),
    ]);
  });

  const full = JSON.stringify({ rounds: [ircc(9003, cutOff), ircc(9002, cutOff), ircc(9001, cutOff)] });
  const failures: Array<[string, FeedAnswer, string, RegExp]> = [
    ['malformed JSON', { kind: 'document', body: `${full.slice(0, -3)},}` }, 'malformed', /^Not JSON/],
    [
      'a malformed round beside a good one',
      document([ircc(9003, cutOff), { ...ircc(9004, cutOff), drawCRS: 'many' }]),
      'malformed',
      /^Round 2: drawCRS/,
    ],
    [
      'a body cut short',
      { kind: 'document', body: full.slice(0, full.length / 2) },
      'malformed',
      /^Not JSON/,
    ],
    ['a connection dropped partway through the body', { kind: 'truncated', body: full }, 'truncated', /./],
    ['a 500', { kind: 'document', status: 500, body: 'Internal Server Error' }, 'httpStatus', /^HTTP 500$/],
    ['a hang', { kind: 'hang' }, 'timeout', /^no complete answer within 1 s$/],
  ];

  it.each(failures.map((failure, index) => [...failure, index + 1] as const))(
    'records %s as a failure, changes nothing and retries sooner, later each time',
    async (_name, answer, reason, detail, failuresInARow) => {
      const before = await storedRounds();
      feed.serve(FEED, answer);
      const job = (await run()).body.data.job;
      expect(job.lastRun).toMatchObject({ outcome: 'failed', reason, added: 0 });
      expect(job.lastRun.detail).toMatch(detail);
      expect(job.failures).toBe(failuresInARow);
      // 1 min, 2 min, 4 min …
      expect(Date.parse(job.nextRunAt) - Date.parse(job.lastRun.finishedAt)).toBe(
        RETRY_BASE_MS * 2 ** (failuresInARow - 1),
      );
      expect(await storedRounds()).toBe(before);
      // The site itself is fine: the load balancer keeps sending it visitors.
      expect((await server.answer('/api/health')).status).toBe(200);
    },
  );

  it('clears the failures once the feed is back, and then waits the interval', async () => {
    feed.serve(FEED, { kind: 'document', body: full });
    const job = (await run()).body.data.job;
    expect(job).toMatchObject({ failures: 0, lastRun: { outcome: 'ok', added: 1 } });
    expect(Date.parse(job.nextRunAt) - Date.parse(job.lastRun.finishedAt)).toBe(HOUR_MS);
    expect(await roundAlerts(nominee)).toHaveLength(3);
  });

  it('runs on schedule only once the job is due', async () => {
    const fetched = feed.fetches(FEED);
    await server.app.sync.tick();
    expect(feed.fetches(FEED)).toBe(fetched);
    clockOffsetMs = HOUR_MS + 1_000;
    await server.app.sync.tick();
    expect(feed.fetches(FEED)).toBe(fetched + 1);
    const [status] = (await callApi(server, 'GET', '/api/admin/sync', admin)).body.data.items;
    expect(status).toMatchObject({ job: 'draws', lastRun: { outcome: 'ok', added: 0 } });
    expect(Date.parse(status.lastRun.finishedAt)).toBeGreaterThan(Date.now() + HOUR_MS);
  });
});
