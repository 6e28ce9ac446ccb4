import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client.ts';
import { CLI_TEST_TIMEOUT_MS, cliOnTempData } from '#test/processes.ts';
import { DATABASE_KINDS, type JsonBody, startTestServer, type TestServer } from '#test/test-server.ts';
import { createDrawsRepository } from './draws.repository.ts';
import { createDrawsService } from './draws.service.ts';
import { parseRounds } from './parse-rounds.ts';

const fixtureFile = path.join(import.meta.dirname, 'fixtures', 'ircc-rounds.json');

describe.each(DATABASE_KINDS)('draws on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  const list = (query = '') => server.answer(`/api/draws${query}`);

  it('holds every committed round from the first start, newest first, with the latest cut-off', async () => {
    const { body, headers } = await list();
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(body.data.items).toHaveLength(20);
    expect(body.data.items[0]).toEqual({
      number: '437',
      date: '2026-08-19',
      name: 'French-Language proficiency 2026-Version 2',
      category: 'french',
      programs:
        'Federal Skilled Worker Program, Canadian Experience Class and Federal Skilled Trades Program',
      invitations: 5000,
      lowestScore: 382,
      tieBreak: 'March 1, 2026 at 18:34:05 UTC',
    });
    expect(body.data.latestCutOff).toMatchObject({ number: '436', category: 'cec', lowestScore: 523 });
    expect(body.data.hasNextPage).toBe(true);
  });

  it('filters by categories and dates, and pages', async () => {
    const french = (await list('?category=french&from=2026-07-01&to=2026-08-31')).body.data.items;
    expect(french.map((draw: JsonBody) => draw.number)).toEqual(['437', '433', '429', '425']);
    const several = (await list('?category=pnp&category=cec&from=2026-08-01')).body.data.items;
    expect(several.map((draw: JsonBody) => draw.number)).toEqual(['436', '435', '432', '431']);
    const pages = [
      (await list('?PageSize=3&PageNumber=1')).body.data,
      (await list('?PageSize=3&PageNumber=2')).body.data,
    ];
    expect([...pages[0].items, ...pages[1].items].map((draw: JsonBody) => draw.number)).toEqual([
      '437',
      '436',
      '435',
      '434',
      '433',
      '432',
    ]);
    const year2024 = await list('?from=2024-01-01&to=2024-12-31&PageSize=200');
    expect(year2024.body.data.items).toHaveLength(52);
  });

  it('names the bad filter', async () => {
    for (const [query, field] of [
      ['?category=lottery', 'querystring.category.0'],
      ['?from=19-08-2026', 'querystring.from'],
      ['?PageSize=0', 'querystring.PageSize'],
    ]) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.data.fields[0].field, query).toBe(field);
    }
  });

  it('answers every round’s cut-off for the chart, oldest first, filtered like the list', async () => {
    const all = await server.answer('/api/draws/cut-offs');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('public, max-age=60');
    expect(all.body.data.items).toHaveLength(438);
    expect(all.body.data.items[0]).toEqual({
      number: '1',
      date: '2015-01-31',
      category: 'general',
      invitations: 779,
      lowestScore: 886,
    });
    expect(all.body.data.items.at(-1)).toMatchObject({ number: '437', date: '2026-08-19' });
    const stem = (await server.answer('/api/draws/cut-offs?category=stem&category=transport&to=2023-12-31'))
      .body.data.items;
    expect(stem.map((draw: JsonBody) => [draw.number, draw.category, draw.lowestScore])).toEqual([
      ['254', 'stem', 486],
      ['264', 'transport', 435],
      ['274', 'stem', 481],
      ['277', 'transport', 435],
    ]);
    const fromAugust = (await server.answer('/api/draws/cut-offs?from=2026-08-17')).body.data.items;
    expect(fromAugust.map((draw: JsonBody) => draw.number)).toEqual(['435', '436', '437']);
  });

  it('names the bad filter of the chart', async () => {
    for (const [query, field] of [
      ['?category=lottery', 'querystring.category.0'],
      ['?to=2026-13-01', 'querystring.to'],
    ]) {
      const { status, body } = await server.answer(`/api/draws/cut-offs${query}`);
      expect(status, query).toBe(400);
      expect(body.data.fields[0].field, query).toBe(field);
    }
  });

  it('imports only the rounds it has not seen', async () => {
    const service = createDrawsService(createDrawsRepository(server.database.db));
    const rounds = parseRounds(fs.readFileSync(fixtureFile, 'utf8'));
    expect((await service.importRounds(rounds)).added.map((draw) => draw.number)).toEqual(['438']);
    expect(await service.importRounds(rounds)).toEqual({ added: [], skipped: rounds.length, alerted: 0 });
    const { body } = await list('?PageSize=1');
    expect(body.data.items[0]).toMatchObject({ number: '438', lowestScore: 519, category: 'cec' });
    expect(body.data.latestCutOff).toMatchObject({ number: '438', lowestScore: 519 });
  });
});

describe('npm run draws:import', () => {
  const { dataDir, run } = cliOnTempData(path.join(import.meta.dirname, 'import-draws-cli.ts'), 'mb-draws-');

  it('adds new rounds once and refuses what is not a rounds file', {
    timeout: CLI_TEST_TIMEOUT_MS,
  }, async () => {
    // A database that has never started holds no rounds: the import adds all three.
    expect(run(fixtureFile).stdout).toContain(
      'Added 3 new rounds (newest: #438 on 2026-09-02); 0 were already stored; 0 alerts sent to members.',
    );
    expect(run(fixtureFile).stdout).toContain(
      'Added 0 new rounds; 3 were already stored; 0 alerts sent to members.',
    );
    const notRounds = run(path.join(import.meta.dirname, 'draws.routes.ts'));
    expect(notRounds.status).toBe(2);
    expect(notRounds.stderr).toContain("Not IRCC's rounds JSON");
    expect(run().status).toBe(2);
    const database = await openDatabase({ dataDir });
    const { rows } = await createDrawsRepository(database.db).page({}, 1, 10);
    await database.close();
    expect(rows.map((row) => row.number)).toEqual(['438', '437', '436']);
  });
});
