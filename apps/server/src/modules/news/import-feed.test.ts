import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client.ts';
import { signUpMember } from '#test/members.ts';
import { CLI_TEST_TIMEOUT_MS, cliOnTempData } from '#test/processes.ts';
import { DATABASE_KINDS } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';
import { importFeed } from './import-feed.ts';
import { createNewsRepository } from './news.repository.ts';
import { parseFeed } from './parse-feed.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const atom = parseFeed(fs.readFileSync(path.join(fixtures, 'ircc-news.atom.xml'), 'utf8'));
const rss = parseFeed(fs.readFileSync(path.join(fixtures, 'ircc-news.rss.xml'), 'utf8'));

describe.each(DATABASE_KINDS)('feed import on %s', (kind) => {
  const server = useTestServer(kind);

  it('adds drafts once, sanitised, that staff can then publish', async () => {
    const news = createNewsRepository(server.database.db);
    expect(await importFeed(news, atom)).toEqual({ created: 2, skipped: 0 });
    expect(await importFeed(news, atom)).toEqual({ created: 0, skipped: 2 });
    expect(await importFeed(news, rss)).toEqual({ created: 2, skipped: 0 });

    expect((await server.answer('/api/news')).body.data.items).toEqual([]);
    const admin = await signUpMember(server, { admin: true });
    const drafts = (await server.answer('/api/news?isPublished=false', { headers: admin.auth })).body.data
      .items;
    // Newest first; an entry without a valid date takes the import time.
    expect(drafts.map((item: { title: string }) => item.title)).toEqual([
      'Hướng dẫn chứng minh tài chính',
      'Express Entry: a new round of invitations for Canadian Experience Class candidates',
      'Đợt mời (draw) mới dành cho người nói tiếng Pháp',
      'Language testing: results must be <2 years old',
    ]);
    const cec = (await server.answer(`/api/news/${drafts[1].id}`, { headers: admin.auth })).body.data;
    expect(cec).toMatchObject({
      language: 'en',
      sourceUrl: expect.stringContaining('fixture-cec-round'),
      isPublished: false,
    });
    expect(cec.content).not.toMatch(/script|onclick/);
    const french = (await server.answer(`/api/news/${drafts[2].id}`, { headers: admin.auth })).body.data;
    expect(french.language).toBe('vi');
    expect(french.content).not.toMatch(/iframe|onerror/);
    expect(french.content).toContain('thành thạo tiếng Pháp');

    await server.request(`/api/admin/news/${drafts[1].id}/publish`, { method: 'POST', headers: admin.auth });
    const published = (await server.answer('/api/news?keyword=canadian%20experience')).body.data.items;
    expect(published.map((item: { id: string }) => item.id)).toEqual([drafts[1].id]);
  });
});

describe('npm run news:import', () => {
  const { dataDir, run } = cliOnTempData(path.join(import.meta.dirname, 'import-feed-cli.ts'), 'mb-import-');

  it(
    'imports a feed file, then only what is new; refuses bad input with a usage message',
    async () => {
      const file = path.join(fixtures, 'ircc-news.atom.xml');
      expect(run(file).stdout).toContain('Imported 2 new draft articles; skipped 0');
      expect(run(file).stdout).toContain('Imported 0 new draft articles; skipped 2');
      expect(run(file, '--language', 'fr').status).toBe(2);
      expect(run().status).toBe(2);
      const missing = run(path.join(fixtures, 'missing.xml'));
      expect(missing.status).toBe(2);
      expect(missing.stderr).toContain('Cannot read the feed');
      expect(run(path.join(fixtures, '..', 'news.routes.ts')).stderr).toMatch(/well-formed|Neither/);

      const database = await openDatabase({ dataDir });
      const drafts = await createNewsRepository(database.db).list({
        pageNumber: 1,
        pageSize: 10,
        orderBy: 0,
        postFilter: 0,
        now: new Date(),
      });
      await database.close();
      expect(drafts.rows.map((row) => row.isPublished)).toEqual([false, false]);
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
