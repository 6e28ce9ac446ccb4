import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { type DatabaseKind, openDatabase } from '#db/client.ts';
import { news } from '#db/schema/index.ts';
import { PUBLIC_READ_TTL_MS } from '#public-reads.ts';
import { trackProcesses } from '#test/processes.ts';
import { createTestStorage, DATABASE_KINDS, readJson, testConfig } from '#test/test-server.ts';
import { createNewsRepository } from './news.repository.ts';
import { startViewCounter } from './view-counter.ts';

/** Under the per-address budget (300 a minute): every read is counted, none refused. */
const READERS = 100;

/**
 * Issue 25: views are counted in memory and written in batches. On each database: the batch adds to
 * the stored counts (replicas add, never overwrite); closing the app writes every view it counted;
 * a SIGTERM to the real entry point loses none.
 */
describe.each(DATABASE_KINDS)('news views on %s', (kind: DatabaseKind) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  const processes = trackProcesses();
  afterAll(async () => {
    await processes.cleanUp();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A data dir (and database) of its own, with published articles; `viewsOf` reads the stored counts. */
  async function storageWithArticles(count: number) {
    const storage = await createTestStorage(kind);
    cleanups.push(() => storage.remove());
    const config = testConfig(storage);
    const database = await openDatabase(config);
    const repository = createNewsRepository(database.db);
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const row = await repository.create({ title: `Bài ${index}`, isPublished: true }, []);
      ids.push(row?.id ?? '');
    }
    const viewsOf = async (id: string, db = database.db) => {
      const [row] = await db.select({ viewCount: news.viewCount }).from(news).where(eq(news.id, id));
      return row?.viewCount;
    };
    return { storage, config, database, repository, ids, viewsOf };
  }

  it('adds a batch to the stored counts in one statement; two replicas add up, overwriting nothing', async () => {
    const { database, repository, ids, viewsOf } = await storageWithArticles(2);
    const [first = '', second = ''] = ids;
    const replicas = [1, 2].map(() =>
      startViewCounter({ write: (views) => repository.addViews(views), onError: () => {} }),
    );
    for (let view = 0; view < 3; view++) replicas[0]?.add(first);
    replicas[0]?.add(second);
    // An article deleted since it was read is not matched, and the others are written all the same.
    replicas[0]?.add('00000000-0000-4000-8000-000000000000');
    for (let view = 0; view < 5; view++) replicas[1]?.add(first);
    await Promise.all(replicas.map((replica) => replica.flush()));
    expect(await viewsOf(first)).toBe(8);
    expect(await viewsOf(second)).toBe(1);
    for (const replica of replicas) await replica.close();
    expect(await viewsOf(first)).toBe(8);
    await database.close();
  });

  it(`counts ${READERS} concurrent reads, each answer including its own, all written when the app closes`, async () => {
    const { config, database, ids, viewsOf } = await storageWithArticles(1);
    const [id = ''] = ids;
    const app = await buildApp(config, { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/news/${id}`;
    const answers = await Promise.all(
      Array.from({ length: READERS }, async () => {
        const response = await fetch(url);
        return { status: response.status, body: await readJson(response) };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (const { body } of answers) expect(body.data.viewCount).toBeGreaterThanOrEqual(1);
    expect(Math.max(...answers.map(({ body }) => body.data.viewCount))).toBeGreaterThanOrEqual(READERS);
    await app.close();

    const reopened = await openDatabase(config);
    try {
      expect(await viewsOf(id, reopened.db)).toBe(READERS);
    } finally {
      await reopened.close();
    }
  });

  it("keeps a visitor's article for a moment; its count climbs by one a read, through a batch written", async () => {
    const { config, database, ids, viewsOf } = await storageWithArticles(1);
    const [id = ''] = ids;
    const app = await buildApp(config, { database });
    const read = async () => {
      const response = await app.inject({ method: 'GET', url: `/api/news/${id}` });
      expect(response.statusCode).toBe(200);
      return response.json().data as { title: string; viewCount: number };
    };
    const counts = [(await read()).viewCount, (await read()).viewCount];
    // Changed behind the app's back: a visitor still sees the article read a moment ago.
    await database.db.update(news).set({ title: 'Đổi thẳng trong cơ sở dữ liệu' }).where(eq(news.id, id));
    const kept = await read();
    expect(kept.title).toBe('Bài 0');
    counts.push(kept.viewCount);
    // Past the moment and past a batch written (every 2 s): read again, the count goes on from 3.
    await expect.poll(() => viewsOf(id), { timeout: 10_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_READ_TTL_MS + 100));
    const reread = await read();
    expect(reread.title).toBe('Đổi thẳng trong cơ sở dữ liệu');
    counts.push(reread.viewCount, (await read()).viewCount);
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    await app.close();
  });

  it(`loses none of ${READERS} views on SIGTERM to the real server`, async () => {
    const { storage, config, database, ids } = await storageWithArticles(1);
    const [id = ''] = ids;
    await database.close();
    const env: Record<string, string> = { DATA_DIR: storage.dataDir, SEED_DEMO_CONTENT: 'false' };
    if (storage.databaseUrl) env.DATABASE_URL = storage.databaseUrl;
    const server = processes.start(env);
    const url = await server.url;
    const statuses = await Promise.all(
      Array.from({ length: READERS }, async () => (await fetch(`${url}/api/news/${id}`)).status),
    );
    expect(statuses).toEqual(statuses.map(() => 200));
    server.child.kill('SIGTERM');
    const { code, stderr } = await server.exited;
    expect(code, stderr).toBe(0);

    const reopened = await openDatabase(config);
    try {
      const [row] = await reopened.db.select({ viewCount: news.viewCount }).from(news).where(eq(news.id, id));
      expect(row?.viewCount).toBe(READERS);
    } finally {
      await reopened.close();
    }
  });
});
