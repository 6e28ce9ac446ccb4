import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config.ts';
import { news as newsTable } from '#db/schema/index.ts';
import { DATABASE_KINDS, readJson, startTestServer, type TestServer } from '#test/test-server.ts';
import { parseArticleFile, readDemoContent, seedDemoContent } from './demo-content.ts';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';

const { contentDir } = loadConfig({});

describe('demo content files', () => {
  const content = readDemoContent(contentDir);

  it('has every article in Vietnamese and English, with known tags and a canada.ca source', () => {
    const keys = content.articles.map((article) => article.key);
    const topics = new Set(keys.map((key) => key.replace(/\.(vi|en)$/, '')));
    expect(topics.size).toBeGreaterThanOrEqual(30);
    for (const topic of topics) expect(keys).toEqual(expect.arrayContaining([`${topic}.vi`, `${topic}.en`]));
    const tagNames = new Set([...content.tags.map((tag) => tag.name), 'recommended']);
    for (const article of content.articles) {
      for (const tag of article.tags) expect(tagNames, `${article.key}: ${tag}`).toContain(tag);
      expect(article.source).toMatch(/^https:\/\/www\.canada\.ca\//);
      expect(article.image).toMatch(/^\/content\/news\/[a-z-]+\.svg$/);
    }
    for (const slide of content.slides) if (slide.news) expect(keys).toContain(slide.news);
  });

  it('has at least 30 articles in each language, every one with its twin, and 4 slides', () => {
    const slugsIn = (language: 'vi' | 'en') =>
      content.articles
        .filter((article) => article.language === language)
        .map((article) => article.key.replace(/\.(vi|en)$/, ''))
        .sort();
    const vi = slugsIn('vi');
    const en = slugsIn('en');
    expect(vi.length).toBeGreaterThanOrEqual(30);
    expect(en.length).toBeGreaterThanOrEqual(30);
    expect(en).toEqual(vi);
    expect(content.slides).toHaveLength(4);
  });

  it('gives both versions of a story the same tags, so filters find the story in either language', () => {
    const tagsOf = new Map(content.articles.map((article) => [article.key, [...article.tags].sort()]));
    for (const article of content.articles.filter((item) => item.language === 'vi'))
      expect(tagsOf.get(article.key.replace(/\.vi$/, '.en')), article.key).toEqual(tagsOf.get(article.key));
  });

  it('points every article and slide at an image that exists in the web app', () => {
    const publicDir = path.resolve(contentDir, '../../web/public');
    const images = new Set([
      ...content.articles.map((article) => article.image),
      ...content.slides.map((slide) => slide.image),
    ]);
    for (const image of images) expect(fs.existsSync(path.join(publicDir, image)), image).toBe(true);
  });

  it('uses the glossary term for a draw, never the words it rules out', () => {
    for (const article of content.articles.filter((item) => item.language === 'vi'))
      expect(`${article.title} ${article.preview} ${article.html}`).not.toMatch(
        /rút thăm|bốc thăm|điểm chuẩn/i,
      );
  });

  it('renders an article from Markdown to the HTML it is stored as', () => {
    const html = (key: string) =>
      sanitizeArticleHtml(content.articles.find((article) => article.key === key)?.html ?? '');
    const agePoints = html('age-points.en');
    expect(agePoints).toContain('<h2>The age table</h2>');
    expect(agePoints).toMatch(/<table>\s*<thead>\s*<tr>\s*<th scope="col">Age<\/th>/);
    expect(agePoints).toMatch(/<tr>\s*<td>20–29<\/td>\s*<td>110<\/td>\s*<td>100<\/td>\s*<\/tr>/);
    expect(agePoints).toContain('<li>Age 17 or less: 0 points.</li>');
    expect(agePoints).toContain('<a href="/crs-tool/quiz">calculate your CRS score</a>');
    expect(agePoints).not.toMatch(/\*\*|\]\(|^#/m);
    const refusals = html('refusal-mistakes.vi');
    expect(refusals).toContain('<ol start="5">');
    expect(refusals).toContain('<strong>Thiếu lý lịch tư pháp</strong>');
  });

  it('refuses an article file without front matter or with a bad date', () => {
    expect(() => parseArticleFile('x.vi', '<p>no front matter</p>')).toThrow('front matter');
    expect(() =>
      parseArticleFile(
        'x.vi',
        '---\ntitle: a\npreview: b\nauthor: c\npublishDate: soon\ntags: crs\nimage: /x.svg\nsource: https://x\n---\n<p></p>',
      ),
    ).toThrow('publishDate');
  });
});

describe.each(DATABASE_KINDS)('demo content seeded on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemoContent: true });
  });
  afterAll(() => server.close());

  it('fills an empty site once: articles, tags and slides that open an article or a link', async () => {
    const total = readDemoContent(contentDir).articles.length;
    const news = (await readJson(await server.request('/api/news?PageSize=100'))).data.items;
    expect(news).toHaveLength(total);
    expect(news[0].publishDate >= news[1].publishDate).toBe(true);
    const slides = (await readJson(await server.request('/api/slides'))).data.items;
    expect(slides).toHaveLength(4);
    const newsIds = news.map((item: { id: string }) => item.id);
    expect(newsIds).toContain(slides[0].newsExternalId);
    expect(newsIds).toContain(slides[3].newsExternalId);
    expect(slides[2].externalLink).toMatch(/^https:\/\/www\.canada\.ca\//);
    // Each slide has its English caption too (no Vietnamese letters in it).
    for (const slide of slides) expect(slide.titleEn).toMatch(/^[ -~]+$/);
    const tags = (await readJson(await server.request('/api/tags'))).data.items;
    expect(tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(['recommended', 'draws', 'pnp']),
    );
    const recommended = (await readJson(await server.request('/api/news?postEnum=2'))).data.items;
    expect(recommended.length).toBeGreaterThanOrEqual(4);

    // Each slug's two versions name each other.
    const idOf = new Map(
      (
        await server.database.db
          .select({ id: newsTable.id, sourceId: newsTable.sourceId, twinId: newsTable.twinId })
          .from(newsTable)
      ).map((row) => [row.sourceId, row] as const),
    );
    const slugs = new Set(
      readDemoContent(contentDir).articles.map((article) => article.key.replace(/\.(vi|en)$/, '')),
    );
    for (const slug of slugs) {
      const vi = idOf.get(`demo:${slug}.vi`);
      const en = idOf.get(`demo:${slug}.en`);
      expect(vi && en, slug).toBeTruthy();
      expect({ slug, vi: vi?.twinId, en: en?.twinId }).toEqual({ slug, vi: en?.id, en: vi?.id });
    }
    const inEnglish = (await readJson(await server.request('/api/news?lng=en&PageSize=100'))).data.items;
    expect(inEnglish).toHaveLength(slugs.size);
    expect(inEnglish.every((item: { language: string }) => item.language === 'en')).toBe(true);

    expect(await seedDemoContent(server.database.db, contentDir)).toBeNull();
    expect((await readJson(await server.request('/api/news?PageSize=100'))).data.items).toHaveLength(total);
  });
});
