/**
 * News read figures (issue 5): the first page, a deep page, a tag filter and a keyword search over
 * generated articles, on PGlite with 10,000 and, when TEST_DATABASE_URL (or DATABASE_URL: a scratch
 * database is made on that server) is set, on PostgreSQL with 100,000. Then reading one article
 * (issue 25, views written in batches) under load, beside a bare Fastify route answering the same
 * bytes in the same run, against the goal. Prints figures, passes or fails nothing. `npm run bench`
 * (BENCH_SECONDS to change length, BENCH_ONLY=/api/news/ for the article read alone).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '#app.ts';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import { news, newsTags, tags } from '#db/schema/index.ts';
import { foldDiacritics, htmlToText } from '#modules/news/search-text.ts';
import { createTestDatabase } from '#test/test-server.ts';
import { autocannon, bareFastify, benchConfig } from './bench-kit.ts';
import { type AutocannonResult, type ResultColumns, resultRow } from './result-row.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// A few at a time: latency as a reader sees it, not queueing behind a saturated 2-core machine.
const connections = 4;
// The article read is measured for throughput: enough connections to keep the server busy.
const throughputConnections = 50;
/** Issue 25's goal for GET /api/news/{id}, in requests a second. */
const ARTICLE_GOAL = { PGlite: 1_000, PostgreSQL: 2_000 } as const;
const only = process.env.BENCH_ONLY;
const BATCH = 500;

// A corpus shaped like real news: thousands of two-syllable words drawn with a Zipf-like skew,
// and the searched phrases in a realistic share of articles (định cư in 30%, thư mời in 20%,
// Saskatchewan in 3%).
const SYLLABLES = (
  'anh ba bao bằng bộ cao chính chứng công của cư dân du đã đại đến đề điểm định đợt gia giấy hạn hồ học ' +
  'khoa kinh lao làm liên lý mời minh nghề ngôn người nhà nhân nhập nộp phép quốc sinh sơ tài tay thẩm thi ' +
  'thư thường tiếng tỉnh tối trình trú tuyển vợ việc viên xét xuất'
).split(' ');
const VOCABULARY = SYLLABLES.flatMap((first) => SYLLABLES.map((second) => `${first} ${second}`));
const PHRASES = [
  ['định cư', 0.3],
  ['thư mời', 0.2],
  ['Saskatchewan', 0.03],
] as const;

/** A deterministic pseudo-random number in [0, 1) for (seed, index). */
const random = (seed: number, index: number) => {
  const x = Math.sin(seed * 12.9898 + index * 78.233) * 43_758.5453;
  return x - Math.floor(x);
};
const words = (seed: number, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const rank = Math.floor(VOCABULARY.length ** random(seed, index)) - 1;
    return VOCABULARY[Math.max(0, rank)];
  }).join(' ');
const phrasesOf = (seed: number) =>
  PHRASES.filter(([, share], index) => random(seed, 1000 + index) < share).map(([phrase]) => phrase);

async function fill(database: DatabaseHandle, total: number) {
  const tagRows = await database.db
    .insert(tags)
    .values(
      ['draws', 'crs', 'french', 'pnp', 'study', 'work'].map((name) => ({
        name,
        descriptionVn: name,
        descriptionEn: name,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const now = Date.now();
  for (let start = 0; start < total; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, offset) => {
      const index = start + offset;
      const title = `${words(index, 5)} ${index}`;
      const previewContent = words(index + 0.5, 15);
      const content = `<h2>${words(index + 0.25, 4)}</h2><p>${words(index + 0.75, 60)} ${phrasesOf(
        index,
      ).join(' và ')}</p><ul><li>${words(index + 0.125, 15)}</li></ul>`;
      const body = foldDiacritics(`${previewContent} ${htmlToText(content)}`);
      return {
        title,
        previewContent,
        content,
        imageUrl: '/content/news/draws.svg',
        author: 'Bench',
        language: index % 3 === 0 ? ('en' as const) : ('vi' as const),
        publishDate: new Date(now - index * 3_600_000),
        isPublished: index % 20 !== 0,
        viewCount: (index * 37) % 1000,
        searchVector: sql`setweight(to_tsvector('simple', ${foldDiacritics(title)}), 'A') || setweight(to_tsvector('simple', ${body}), 'B')`,
      };
    });
    const inserted = await database.db.insert(news).values(rows).returning({ id: news.id });
    await database.db.insert(newsTags).values(
      inserted.flatMap((row, offset) => {
        const first = tagRows[(start + offset) % tagRows.length];
        const second = tagRows[(start + offset * 3 + 1) % tagRows.length];
        return [first, second]
          .filter((tag, position, all) => tag && all.indexOf(tag) === position)
          .map((tag) => ({ newsId: row.id, tagId: (tag as { id: number }).id }));
      }),
    );
  }
  // As autovacuum would have done by then: the visibility map lets deep pages read only the index.
  await database.db.execute(sql`vacuum analyze`);
  return tagRows[0]?.id ?? 1;
}

const COLUMNS: ResultColumns = {
  label: 20,
  requests: 7,
  latency: [
    ['p50', 8],
    ['p90', 8],
    ['p97_5', 9],
    ['p99', 7],
  ],
  non2xx: 8,
  errors: 6,
};

const load = (url: string, clients = connections): Promise<AutocannonResult> =>
  autocannon({ url }, { connections: clients, seconds });

async function benchOn(kind: 'PGlite' | 'PostgreSQL', total: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mb-news-bench-'));
  const postgres = kind === 'PostgreSQL' ? await createTestDatabase() : undefined;
  const config = benchConfig({
    DATA_DIR: dataDir,
    SEED_DEMO_CONTENT: 'false',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const database = await openDatabase(config);
  const started = performance.now();
  const tagId = await fill(database, total);
  const fillSeconds = (performance.now() - started) / 1000;
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/news?isPublished=true&PageSize=10`;
  const deepPage = Math.floor((total * 0.95) / 10 / 2);
  const targets = [
    ['first page', `${base}&PageNumber=1`],
    [`page ${deepPage}`, `${base}&PageNumber=${deepPage}`],
    ['most viewed', `${base}&PageNumber=1&orderby=2`],
    ['tag filter', `${base}&PageNumber=1&tags=${tagId}`],
    ['search "dinh cu"', `${base}&PageNumber=1&keyword=dinh%20cu`],
    ['search "thư mời"', `${base}&PageNumber=1&keyword=${encodeURIComponent('thư mời')}`],
    ['search "saskatch"', `${base}&PageNumber=1&keyword=saskatch`],
  ] as const;
  console.log(`\n${kind}: ${total.toLocaleString('en')} articles (filled in ${fillSeconds.toFixed(1)} s)`);
  console.log('query                  req/s   p50 ms   p90 ms  p97.5 ms  p99 ms  non-2xx errors');
  for (const [label, url] of targets.filter(([, url]) => !only || url.includes(only))) {
    const result = await load(url);
    console.log(resultRow(label, result, COLUMNS));
  }
  await benchArticle(kind, database, new URL(base).origin);
  await app.close();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * GET /api/news/{id} of one published article (every read counts a view, written in batches),
 * then a bare Fastify route answering the same bytes, one after the other in this run; and how
 * the article read compares with the goal and the reference.
 */
async function benchArticle(kind: keyof typeof ARTICLE_GOAL, database: DatabaseHandle, origin: string) {
  const [article] = await database.db
    .select({ id: news.id, viewCount: news.viewCount })
    .from(news)
    .where(sql`${news.isPublished}`)
    .orderBy(sql`${news.publishDate} desc`)
    .limit(1);
  if (!article) throw new Error('no published article to read');
  const url = `${origin}/api/news/${article.id}`;
  const body = await (await fetch(url)).text();
  const bare = await bareFastify(body);
  const goal = ARTICLE_GOAL[kind];
  console.log(
    `\n${kind}: one article read, ${throughputConnections} connections (${body.length.toLocaleString('en')} bytes an answer)`,
  );
  console.log('route                  req/s   p50 ms   p90 ms  p97.5 ms  p99 ms  non-2xx errors');
  const read = await load(url, throughputConnections);
  console.log(resultRow('GET /api/news/{id}', read, COLUMNS));
  const reference = await load(bare.url, throughputConnections);
  console.log(resultRow('bare Fastify route', reference, COLUMNS));
  await bare.close();
  const perSecond = read.requests.average;
  console.log(
    `goal ${goal.toLocaleString('en')} req/s on ${kind}: ${perSecond.toFixed(0)} req/s = ${(perSecond / goal).toFixed(2)}× the goal, ${(
      (perSecond / reference.requests.average) * 100
    ).toFixed(0)}% of the bare route (${reference.requests.average.toFixed(0)} req/s)`,
  );
}

console.log(
  `MapleBridge news bench: ${os.cpus().length} cores, Node ${process.version}; autocannon ${connections} connections, ${seconds} s per query, over loopback`,
);
console.log('(autocannon reports p97.5, not p95; p97.5 is the stricter figure)');
await benchOn('PGlite', Number(process.env.BENCH_PGLITE_ARTICLES ?? 10_000));
// Never the articles of DATABASE_URL itself: a scratch database on its server (createTestDatabase).
// (Assigning undefined to process.env would store the string "undefined".)
if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL)
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
if (process.env.TEST_DATABASE_URL)
  await benchOn('PostgreSQL', Number(process.env.BENCH_POSTGRES_ARTICLES ?? 100_000));
else
  console.log('\nSet TEST_DATABASE_URL (or DATABASE_URL) to also measure PostgreSQL with 100,000 articles.');
