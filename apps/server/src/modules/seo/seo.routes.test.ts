import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config.ts';
import { createNewsRepository } from '#modules/news/news.repository.ts';
import { callApi, signUpMember } from '#test/members.ts';
import { DATABASE_KINDS, startTestServer, type TestServer } from '#test/test-server.ts';
import { makeWebDist } from '#test/web-dist.ts';

const ORIGIN = 'https://maplebridge.example';

describe.each(DATABASE_KINDS)('sitemap.xml and robots.txt (%s)', (kind) => {
  let server: TestServer;
  let webDistDir: string;
  const ids = { published: '', draft: '' };

  beforeAll(async () => {
    webDistDir = makeWebDist();
    server = await startTestServer(kind, { webDistDir, publicUrl: ORIGIN });
    const news = createNewsRepository(server.database.db);
    ids.published = (await news.create({ title: 'A & B', isPublished: true }, []))?.id ?? '';
    ids.draft = (await news.create({ title: 'Nháp', isPublished: false }, []))?.id ?? '';
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  const sitemap = async () => {
    const answer = await server.request('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    return answer.text();
  };
  /** Each `<url>` entry: its address, lastmod and alternates. */
  const entriesOf = (xml: string) =>
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(.*?)<\/url>/g)].map(
      ([, loc, lastmod, links = '']) => ({
        loc,
        lastmod,
        alternates: [...links.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
          ([, lang, href]) => `${lang} ${href}`,
        ),
      }),
    );

  it('lists the public pages and the published articles in both languages, with their alternates', async () => {
    const xml = await sitemap();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const entries = entriesOf(xml);
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/?lng=en`,
        `${ORIGIN}/crs-tool/quiz`,
        `${ORIGIN}/news?lng=en`,
        `${ORIGIN}/news/${ids.published}`,
        `${ORIGIN}/news/${ids.published}?lng=en`,
      ]),
    );
    expect(xml).not.toContain(ids.draft);
    // Only public pages: none that shows a member's data or needs an id.
    expect(locs.filter((loc) => /result|admin|:/.test(new URL(loc ?? '/', ORIGIN).pathname))).toEqual([]);
    const article = entries.find((entry) => entry.loc === `${ORIGIN}/news/${ids.published}?lng=en`);
    expect(article?.alternates).toEqual([
      `vi ${ORIGIN}/news/${ids.published}`,
      `en ${ORIGIN}/news/${ids.published}?lng=en`,
      `x-default ${ORIGIN}/news/${ids.published}`,
    ]);
    expect(Number.isNaN(Date.parse(article?.lastmod ?? ''))).toBe(false);
  });

  it('lists an article as soon as staff publish it', async () => {
    expect(await sitemap()).not.toContain(ids.draft);
    const admin = await signUpMember(server, { admin: true });
    const published = await callApi(server, 'POST', `/api/admin/news/${ids.draft}/publish`, admin);
    expect(published.status).toBe(200);
    expect(await sitemap()).toContain(`${ORIGIN}/news/${ids.draft}`);
  });

  it('serves robots.txt naming the sitemap, instead of the build’s own', async () => {
    const answer = await server.request('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await answer.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
    expect(text).not.toContain('the-build-s-own');
    expect((await server.request('/robots.txt', { method: 'HEAD' })).status).toBe(200);
  });
});

describe.each(DATABASE_KINDS)('a sitemap index once the articles outgrow one file (%s)', (kind) => {
  let server: TestServer;
  let webDistDir: string;
  const published: string[] = [];

  beforeAll(async () => {
    webDistDir = makeWebDist();
    server = await startTestServer(kind, { webDistDir, publicUrl: ORIGIN, sitemapArticles: 2 });
    const news = createNewsRepository(server.database.db);
    for (const day of [1, 2, 3, 4, 5]) {
      const article = await news.create(
        { title: `Bài ${day}`, isPublished: true, publishDate: new Date(`2026-11-0${day}T08:00:00Z`) },
        [],
      );
      published.unshift(article?.id ?? '');
    }
    await news.create({ title: 'Nháp', isPublished: false }, []);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  const xmlOf = async (pathname: string) => {
    const answer = await server.request(pathname);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    return answer.text();
  };
  const articleIdsOf = (xml: string) => [
    ...new Set(
      [...xml.matchAll(/<loc>[^<]*\/news\/([0-9a-f-]{36})(?:\?lng=en)?<\/loc>/g)].map(([, id]) => id),
    ),
  ];

  it('names one numbered file per two articles, which together list each published article once', async () => {
    const index = await xmlOf('/sitemap.xml');
    expect(index).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `<sitemap><loc>${ORIGIN}/sitemap-1.xml</loc></sitemap>`,
        `<sitemap><loc>${ORIGIN}/sitemap-2.xml</loc></sitemap>`,
        `<sitemap><loc>${ORIGIN}/sitemap-3.xml</loc></sitemap>`,
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
    const files = await Promise.all([1, 2, 3].map((file) => xmlOf(`/sitemap-${file}.xml`)));
    // Newest first; the static pages in the first file only.
    expect(files.map(articleIdsOf)).toEqual([
      published.slice(0, 2),
      published.slice(2, 4),
      published.slice(4),
    ]);
    expect(files[0]).toContain(`<loc>${ORIGIN}/crs-tool/quiz</loc>`);
    expect(files[1]).not.toContain('/crs-tool/quiz');
  });

  it('answers 404 for a file past the last, and for file 0', async () => {
    for (const pathname of ['/sitemap-4.xml', '/sitemap-0.xml']) {
      const answer = await server.request(pathname);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ data: { code: 'route.notFound' } });
    }
  });
});

describe('without a known address (production without PUBLIC_URL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { isProduction: true, publicUrl: undefined });
  });
  afterAll(() => server.close());

  it('has no sitemap, and robots.txt names none', async () => {
    const answer = await server.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ data: { code: 'route.notFound' } });
    const robots = await server.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
    expect(robots.body).not.toContain('Sitemap');
  });
});

describe('PUBLIC_URL', () => {
  it('is the site’s origin, and must be an http(s) URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://maplebridge.vn/' }).publicUrl).toBe('https://maplebridge.vn');
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://maplebridge.vn' })).toThrow(
      /PUBLIC_URL: must be an http\(s\) URL/,
    );
  });
});
