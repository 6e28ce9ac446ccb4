import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { crsResults, news } from '#db/schema/index.ts';

// Ids are UUIDs: anything else names nothing, and PostgreSQL would refuse it as a uuid.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A sitemap holds at most 50,000 addresses; each article has one per language. */
export const SITEMAP_ARTICLES = 20_000;

/** What the pages others read need: whether a page's article or saved result exists, and the articles to list. */
export function createSeoRepository(db: Database) {
  return {
    /** A published article's public fields; a draft or an unknown id finds nothing. */
    async findPublishedArticle(id: string) {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .select({
          id: news.id,
          title: news.title,
          previewContent: news.previewContent,
          imageUrl: news.imageUrl,
          language: news.language,
          publishDate: news.publishDate,
          updatedAt: news.updatedAt,
        })
        .from(news)
        .where(and(eq(news.id, id), eq(news.isPublished, true)));
      return row;
    },

    /** Whether a saved result has this id; whose it is stays unread. */
    async hasSavedResult(id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const rows = await db.select({ id: crsResults.id }).from(crsResults).where(eq(crsResults.id, id));
      return rows.length > 0;
    },

    /** The newest published articles, as the sitemap lists them. */
    listPublishedArticles() {
      return db
        .select({ id: news.id, updatedAt: news.updatedAt })
        .from(news)
        .where(eq(news.isPublished, true))
        .orderBy(desc(news.publishDate), desc(news.id))
        .limit(SITEMAP_ARTICLES);
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
export type PublishedArticle = NonNullable<Awaited<ReturnType<SeoRepository['findPublishedArticle']>>>;
