import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { NEWS_LIST_PAGE_SIZE, newsQueryString } from '@maplebridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crsResults } from '#db/schema/index.ts';
import { createNewsRepository } from '#modules/news/news.repository.ts';
import { signUpMember } from '#test/members.ts';
import { DATABASE_KINDS, startTestServer, type TestServer } from '#test/test-server.ts';
import { makeWebDist } from '#test/web-dist.ts';

const HOSTILE_TITLE = `Đợt mời "CEC" <script>alert(1)</script> & $& more`;

describe.each(DATABASE_KINDS)('pages others read (%s)', (kind) => {
  let server: TestServer;
  let webDistDir: string;
  const ids = { published: '', draft: '', savedResult: '' };

  beforeAll(async () => {
    webDistDir = makeWebDist();
    server = await startTestServer(kind, { webDistDir });
    const news = createNewsRepository(server.database.db);
    const article = (title: string, isPublished: boolean) =>
      news.create(
        {
          title,
          previewContent: 'Vòng mời   mới nhất\nvà điểm tối thiểu.',
          imageUrl: '/api/uploads/cover.webp',
          language: 'vi',
          publishDate: new Date('2026-11-20T08:00:00Z'),
          isPublished,
        },
        [],
      );
    ids.published = (await article(HOSTILE_TITLE, true))?.id ?? '';
    ids.draft = (await article('Bản nháp', false))?.id ?? '';
    const member = await signUpMember(server);
    const [saved] = await server.database.db
      .insert(crsResults)
      .values({ userId: member.id, answers: {}, grandTotal: 470, score: {}, ruleSetId: 'test' })
      .returning();
    ids.savedResult = saved?.id ?? '';
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  const page = (pathname: string, init?: RequestInit) => server.request(pathname, init);

  it.each(['/some/unknown/page', '/news/42/more', '/assets/missing.js', '/crs-tool/result/edit/7/more'])(
    'answers %s with 404 and the not-found page in the reader’s language',
    async (pathname) => {
      const vietnamese = await page(pathname);
      expect(vietnamese.status).toBe(404);
      expect(vietnamese.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(vietnamese.headers.get('cache-control')).toBe('no-cache');
      expect(await vietnamese.text()).toContain(
        '<section data-testid="not-found">Không tìm thấy trang</section>',
      );
      const english = await page(pathname, { headers: { cookie: 'lng=en' } });
      expect(english.status).toBe(404);
      expect(await english.text()).toContain('Page not found');
    },
  );

  it('answers a HEAD of an unknown page 404 without a body, and of a known one 200', async () => {
    const unknown = await page('/no-such-page', { method: 'HEAD' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('');
    expect((await page(`/news/${ids.published}`, { method: 'HEAD' })).status).toBe(200);
    expect((await page('/crs-tool/quiz', { method: 'HEAD' })).status).toBe(200);
  });

  it('answers 404 for an article that is not a published one', async () => {
    for (const id of ['42', randomUUID(), ids.draft, `${ids.published}x`]) {
      const answer = await page(`/news/${id}?lng=en`);
      expect(answer.status, id).toBe(404);
      expect(await answer.text()).toContain('Page not found');
    }
  });

  it('answers a saved result’s pages 200 when it exists and 404 when not, and reads nothing of it', async () => {
    for (const pathname of [
      `/crs-tool/result/${ids.savedResult}`,
      `/crs-tool/result/edit/${ids.savedResult}`,
    ]) {
      const answer = await page(pathname);
      expect(answer.status, pathname).toBe(200);
      const html = await answer.text();
      expect(html).not.toContain('470');
      expect(html).not.toContain('data-testid="not-found"');
    }
    for (const pathname of [
      `/crs-tool/result/${randomUUID()}`,
      `/crs-tool/result/edit/${randomUUID()}`,
      '/crs-tool/result/7',
    ])
      expect((await page(pathname)).status, pathname).toBe(404);
    // Routes of their own, not results named "edit".
    expect((await page('/crs-tool/result/edit')).status).toBe(200);
    expect((await page('/crs-tool/result')).status).toBe(200);
  });

  it('serves a published article with its own head tags, every text escaped', async () => {
    const answer = await page(`/news/${ids.published}?lng=en`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const url = `${server.url}/news/${ids.published}`;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('article loading en');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<title>Đợt mời &quot;CEC&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; more · MapleBridge</title>',
    );
    expect(html).toContain('<meta name="description" content="Vòng mời mới nhất và điểm tối thiểu."');
    expect(html).toContain(`<link rel="canonical" href="${url}?lng=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="vi" href="${url}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="og:title" content="Đợt mời &quot;CEC&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; more">',
    );
    expect(html).toContain(`<meta property="og:image" content="${server.url}/api/uploads/cover.webp">`);
    expect(html).toContain(`<meta property="og:url" content="${url}?lng=en">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: HOSTILE_TITLE,
      datePublished: '2026-11-20T08:00:00.000Z',
      inLanguage: 'vi',
      image: [`${server.url}/api/uploads/cover.webp`],
      publisher: { '@type': 'Organization', name: 'MapleBridge' },
    });
  });

  it('gives a public page its title, description, canonical address and Open Graph tags', async () => {
    const html = await (await page('/crs-tool/quiz?lng=en')).text();
    expect(html).toContain('<title>CRS score test · MapleBridge</title>');
    expect(html).toContain('<meta name="description" content="Answer to find your CRS score."');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/crs-tool/quiz?lng=en">`);
    expect(html).toContain('<meta property="og:title" content="CRS score test · MapleBridge">');
    expect(html).toContain('<meta property="og:type" content="website">');
    const home = await (await page('/')).text();
    expect(home).toContain('<title>Trang chủ · MapleBridge</title>');
    expect(home).toContain(`<link rel="canonical" href="${server.url}/">`);
    expect(home).toContain('<meta property="og:locale" content="vi_VN">');
  });

  it('sends /news with a visitor’s first page of the list as the API answers it, and a preload of its first image', async () => {
    for (const [query, lng] of [
      ['', 'vi'],
      ['?lng=en', 'en'],
    ] as const) {
      const html = await (await page(`/news${query}`)).text();
      const block =
        /<script type="application\/json" id="page-answers">(.*?)<\/script>/.exec(html)?.[1] ?? '';
      // The article's title holds `<script>`: written as \u003c, it cannot end the block.
      expect(block).not.toContain('<');
      const path = `/news?${newsQueryString({ pageNumber: 1, pageSize: NEWS_LIST_PAGE_SIZE, lng })}`;
      const fromApi = (await (await server.request(`/api${path}`)).json()) as {
        data: { items: { title: string }[] };
      };
      expect(fromApi.data.items.map((item) => item.title)).toEqual([HOSTILE_TITLE]);
      expect(JSON.parse(block)).toEqual({ [path]: fromApi });
      expect(html).toContain('<link rel="preload" as="image" href="/api/uploads/cover.webp">');
    }
  });

  it('never sends the 404 page from the 200 page’s cache entry, nor the other way round', async () => {
    const home = await page('/');
    const etag = home.headers.get('etag') ?? '';
    const homeHtml = await home.text();
    const missing = await page('/nothing-here', { headers: { 'if-none-match': etag } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(await missing.text()).toContain('data-testid="not-found"');
    const again = await page('/');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(homeHtml);
    expect((await page('/', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('takes the address of absolute links from the request in development', async () => {
    const answer = await server.app.inject({
      url: '/crs-tool/quiz',
      headers: { host: 'phone-test.local:8080' },
    });
    expect(answer.body).toContain('<link rel="canonical" href="http://phone-test.local:8080/crs-tool/quiz">');
    const odd = await server.app.inject({ url: '/crs-tool/quiz', headers: { host: 'a"b<c' } });
    expect(odd.body).not.toContain('rel="canonical"');
  });
});

describe('pages others read in production', () => {
  let server: TestServer;
  let unset: TestServer;
  let webDistDir: string;
  let articleId = '';
  beforeAll(async () => {
    webDistDir = makeWebDist();
    server = await startTestServer('pglite', {
      webDistDir,
      isProduction: true,
      publicUrl: 'https://maplebridge.example',
    });
    unset = await startTestServer('pglite', { webDistDir, isProduction: true, publicUrl: undefined });
    const created = await createNewsRepository(unset.database.db).create(
      { title: 'Đợt mời mới', imageUrl: '/api/uploads/a.webp', isPublished: true },
      [],
    );
    articleId = created?.id ?? '';
  });
  afterAll(async () => {
    await Promise.all([server.close(), unset.close()]);
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it('takes the address from PUBLIC_URL, never from the Host header', async () => {
    const answer = await server.app.inject({ url: '/?lng=en', headers: { host: 'evil.example' } });
    expect(answer.body).toContain('<link rel="canonical" href="https://maplebridge.example/?lng=en">');
    expect(answer.body).not.toContain('evil.example');
  });

  it('without PUBLIC_URL, leaves absolute links out rather than trust the Host header', async () => {
    const answer = await unset.app.inject({ url: `/news/${articleId}`, headers: { host: 'evil.example' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<meta property="og:title" content="Đợt mời mới">');
    expect(answer.body).not.toContain('evil.example');
    expect(answer.body).not.toContain('rel="canonical"');
  });
});
