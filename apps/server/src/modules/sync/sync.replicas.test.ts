import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { type Database, openDatabase } from '#db/client.ts';
import { syncJobs } from '#db/schema/index.ts';
import { startFeedStandIn, syncSettings } from '#test/feed-stand-in.ts';
import {
  createTestDatabase,
  createTestStorage,
  DATABASE_KINDS,
  makeTempDir,
  testConfig,
} from '#test/test-server.ts';

const FEED = '/ee_rounds_123_en.json';
const rounds = (numbers: number[]) =>
  JSON.stringify({
    rounds: numbers.map((number) => ({
      drawNumber: String(number),
      drawDate: '2026-11-26',
      drawName: 'Canadian Experience Class',
      drawSize: '3,000',
      drawCRS: '515',
    })),
  });

/**
 * Issue 22: replicas on one database run a due import once. On PostgreSQL two apps share the
 * database; PGlite allows one process per data dir, so there one app races itself.
 */
describe.each(DATABASE_KINDS)('the scheduled imports among servers on %s', (kind) => {
  const replicas = kind === 'postgres' ? 2 : 1;
  const cleanUps: Array<() => Promise<unknown>> = [];
  let feed: Awaited<ReturnType<typeof startFeedStandIn>>;
  let apps: FastifyInstance[];
  /** The database, for arranging what no endpoint can (a job falling due now). */
  let shared: Database;

  beforeAll(async () => {
    feed = await startFeedStandIn();
    cleanUps.push(() => feed.close());
    // Slower than a tick: the other servers tick while the run is under way.
    feed.serve(FEED, { kind: 'document', body: rounds([9101]), delayMs: 300 });
    const database = kind === 'postgres' ? await createTestDatabase() : undefined;
    if (database) cleanUps.push(() => database.drop());
    const sync = syncSettings({ draws: [`${feed.url}${FEED}`] }, { tickMs: 50 });
    apps = [];
    for (let index = 0; index < replicas; index++) {
      const dataDir = makeTempDir();
      cleanUps.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const config = testConfig({ dataDir, databaseUrl: database?.url }, { sync });
      const handle = await openDatabase(config);
      shared ??= handle.db;
      const app = await buildApp(config, { database: handle });
      cleanUps.unshift(() => app.close());
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const cleanUp of cleanUps) await cleanUp();
  });

  const statusOnEach = () =>
    Promise.all(apps.map(async (app) => (await app.sync.statuses()).find((job) => job.job === 'draws')));
  /** Waits for the fetches to reach `count`, then for ten more ticks of every server, and answers them. */
  const settledFetches = async (count: number) => {
    await expect.poll(() => feed.fetches(FEED), { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    await expect.poll(async () => (await statusOnEach())[0]?.isRunning, { timeout: 10_000 }).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return feed.fetches(FEED);
  };

  it('runs a due job once, by the schedule alone', async () => {
    expect(await settledFetches(1)).toBe(1);
    const statuses = await statusOnEach();
    expect(statuses.map((status) => status?.lastRun?.added)).toEqual(Array(replicas).fill(1));
  });

  it('runs it once when it falls due on every server at once', async () => {
    feed.serve(FEED, { kind: 'document', body: rounds([9102, 9101]), delayMs: 300 });
    await shared.update(syncJobs).set({ nextRunAt: new Date(Date.now() - 60_000) });
    await Promise.all(apps.flatMap((app) => [app.sync.tick(), app.sync.tick()]));
    expect(await settledFetches(2)).toBe(2);
    expect((await statusOnEach())[0]?.lastRun?.added).toBe(1);
  });

  it('runs once when staff press "run now" on every server at once; the others say it is running', async () => {
    const outcomes = await Promise.all(
      apps.flatMap((app) => [app.sync.runNow('draws'), app.sync.runNow('draws')]),
    );
    expect(outcomes.filter((outcome) => outcome.hasRun)).toHaveLength(1);
    expect(await settledFetches(3)).toBe(3);
  });
});

describe.each(DATABASE_KINDS)('a server stopping during an import on %s', (kind) => {
  it('aborts the fetch at once, answers the waiting request 503 and lets the lease go, with no outcome', async () => {
    const feed = await startFeedStandIn();
    const storage = await createTestStorage(kind);
    try {
      feed.serve(FEED, { kind: 'hang' });
      const config = testConfig(storage, {
        sync: syncSettings({ draws: [`${feed.url}${FEED}`] }, { fetchTimeoutMs: 60_000 }),
      });
      const app = await buildApp(config);
      const runNow = app.sync.runNow('draws').then(
        () => 'answered',
        (error: { statusCode?: number }) => error.statusCode,
      );
      await expect.poll(() => feed.fetches(FEED)).toBe(1);
      const closing = Date.now();
      await app.close();
      expect(Date.now() - closing).toBeLessThan(5_000);
      expect(await runNow).toBe(503);
      await expect.poll(() => feed.abandoned()).toBe(1);

      const database = await openDatabase(config);
      try {
        const [row] = await database.db.select().from(syncJobs).where(eq(syncJobs.name, 'draws'));
        expect(row).toMatchObject({ leaseOwner: null, leaseUntil: null, lastOutcome: null, failures: 0 });
      } finally {
        await database.close();
      }
    } finally {
      await feed.close();
      await storage.remove();
    }
  });
});
