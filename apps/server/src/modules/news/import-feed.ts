import type { NewsRepository } from './news.repository.ts';
import type { Feed } from './parse-feed.ts';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';

export interface ImportOptions {
  /** Overrides the feed's own language; needed when the feed states none we know. */
  language?: 'vi' | 'en' | undefined;
  /** Used when an entry names no author. */
  author?: string | undefined;
  now?: Date;
}

/**
 * Adds the feed's entries as drafts (staff review and publish them); an entry imported before,
 * known by its id, is skipped, so running the import again adds only what is new.
 */
export async function importFeed(news: NewsRepository, feed: Feed, options: ImportOptions = {}) {
  const language = options.language ?? feed.language;
  if (!language)
    throw new Error('The feed states no Vietnamese or English language; pass --language vi or en.');
  let created = 0;
  for (const entry of feed.entries) {
    const row = await news.create(
      {
        title: entry.title,
        previewContent: entry.preview,
        content: sanitizeArticleHtml(entry.html),
        imageUrl: /^https?:\/\//.test(entry.imageUrl) ? entry.imageUrl : '',
        author: entry.author || options.author || '',
        language,
        publishDate: entry.publishDate ?? options.now ?? new Date(),
        isPublished: false,
        sourceUrl: entry.link,
        sourceId: entry.sourceId,
      },
      [],
    );
    if (row) created++;
  }
  return { created, skipped: feed.entries.length - created };
}
