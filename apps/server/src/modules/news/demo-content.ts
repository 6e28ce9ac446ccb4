import fs from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import type { Database } from '#db/client.ts';
import { createSlidesRepository } from '../slides/slides.repository.ts';
import { createTagsRepository } from '../tags/tags.repository.ts';
import { createNewsRepository } from './news.repository.ts';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';

interface DemoTag {
  name: string;
  descriptionVN: string;
  descriptionEN: string;
}
interface DemoSlide {
  title: string;
  titleEn?: string;
  image: string;
  /** The article's file name without `.md`, e.g. `language-tests.vi`. */
  news?: string;
  link?: string;
}
export interface DemoArticle {
  key: string;
  language: 'vi' | 'en';
  title: string;
  preview: string;
  author: string;
  publishDate: Date;
  tags: string[];
  image: string;
  source: string;
  /** The body rendered from Markdown, not yet sanitised. */
  html: string;
}

/**
 * GitHub-flavoured Markdown, as in the assistant's knowledge base. A Markdown table has a single
 * header row, so its header cells are column headers: `scope="col"` tells screen readers so.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    tablecell(token) {
      if (!token.header) return false;
      return `<th scope="col">${this.parser.parseInline(token.tokens)}</th>\n`;
    },
  },
});

/** `---` front matter of `key: value` lines, then the article in Markdown. */
export function parseArticleFile(key: string, text: string): DemoArticle {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match?.[1] || match[2] === undefined) throw new Error(`${key}: missing the --- front matter`);
  const fields = new Map(
    match[1].split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const field = (name: string) => {
    const value = fields.get(name);
    if (!value) throw new Error(`${key}: front matter lacks ${name}`);
    return value;
  };
  const language = key.split('.').pop();
  if (language !== 'vi' && language !== 'en') throw new Error(`${key}: the file name must end in .vi or .en`);
  const publishDate = new Date(field('publishDate'));
  if (Number.isNaN(publishDate.getTime())) throw new Error(`${key}: publishDate is not a date`);
  return {
    key,
    language,
    title: field('title'),
    preview: field('preview'),
    author: field('author'),
    publishDate,
    tags: field('tags')
      .split(',')
      .map((tag) => tag.trim()),
    image: field('image'),
    source: field('source'),
    html: markdown.parse(match[2].trim(), { async: false }),
  };
}

export function readDemoContent(contentDir: string) {
  const readJson = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(contentDir, name), 'utf8'));
  const newsDir = path.join(contentDir, 'news');
  const articles = fs
    .readdirSync(newsDir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) =>
      parseArticleFile(name.replace(/\.md$/, ''), fs.readFileSync(path.join(newsDir, name), 'utf8')),
    );
  return { tags: readJson<DemoTag[]>('tags.json'), slides: readJson<DemoSlide[]>('slides.json'), articles };
}

/**
 * Fills an empty site with the demo tags, articles and slides. A site that has any article
 * already is left alone, so what staff delete does not come back at the next start.
 */
export async function seedDemoContent(
  db: Database,
  contentDir: string,
): Promise<{ articles: number } | null> {
  const news = createNewsRepository(db);
  if (!(await news.isEmpty())) return null;
  const content = readDemoContent(contentDir);
  const tags = createTagsRepository(db);
  const tagIds = new Map<string, number>();
  for (const tag of content.tags) {
    const row = await tags.ensure({
      name: tag.name,
      descriptionVn: tag.descriptionVN,
      descriptionEn: tag.descriptionEN,
    });
    tagIds.set(row.name, row.id);
  }
  const recommended = (await tags.list()).find((tag) => tag.name === 'recommended');
  if (recommended) tagIds.set(recommended.name, recommended.id);

  const articleIds = new Map<string, string>();
  for (const article of content.articles) {
    const ids = article.tags.map((name) => {
      const id = tagIds.get(name);
      if (id === undefined) throw new Error(`${article.key}: unknown tag ${name}`);
      return id;
    });
    const row = await news.create(
      {
        title: article.title,
        previewContent: article.preview,
        content: sanitizeArticleHtml(article.html),
        imageUrl: article.image,
        author: article.author,
        language: article.language,
        publishDate: article.publishDate,
        isPublished: true,
        sourceUrl: article.source,
        sourceId: `demo:${article.key}`,
        // Demo articles exist before any member; nobody is notified of them.
        notifiedAt: new Date(),
      },
      ids,
    );
    if (row) articleIds.set(article.key, row.id);
  }
  // `age-points.vi` and `age-points.en` tell one story: each names the other.
  for (const [key, id] of articleIds) {
    const english = key.endsWith('.vi') ? articleIds.get(key.replace(/\.vi$/, '.en')) : undefined;
    if (english) await news.setTwin(id, english);
  }

  const slides = createSlidesRepository(db);
  if ((await slides.list(true)).length === 0) {
    for (const [order, slide] of content.slides.entries()) {
      await slides.create({
        title: slide.title,
        titleEn: slide.titleEn ?? '',
        imageUrl: slide.image,
        newsExternalId: slide.news ? (articleIds.get(slide.news) ?? null) : null,
        externalLink: slide.link ?? '',
        sortOrder: order,
        active: true,
      });
    }
  }
  return { articles: articleIds.size };
}
