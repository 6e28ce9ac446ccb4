import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { crsResults, news } from '#db/schema/index.ts';

// Ids are UUIDs: anything else names nothing, and PostgreSQL would refuse it as a uuid.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Share tokens are base64url (contracts' SharedCrsResultParamsSchema): anything else names nothing.
const SHARE_TOKEN = /^[\w-]{22,64}$/;

/** What the pages others read need: whether a page's article or saved result exists, a shared result's score, and the articles to list. */
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

    /** The score and group totals of the result a share token names; nothing of whose it is. */
    async findSharedResult(token: string) {
      if (!SHARE_TOKEN.test(token)) return undefined;
      const [row] = await db
        .select({ grandTotal: crsResults.grandTotal, score: crsResults.score })
        .from(crsResults)
        .where(eq(crsResults.shareToken, token));
      if (!row) return undefined;
      const total = (field: string) => Number(row.score[field] ?? 0);
      return {
        grandTotal: row.grandTotal,
        core: total('core_factors'),
        skill: total('skill_factors'),
        bonus: total('bonus_factors'),
      };
    },

    /** How many articles are published: the sitemap's size. */
    async countPublishedArticles(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(news).where(eq(news.isPublished, true));
      return row?.total ?? 0;
    },

    /** Published articles, newest first, `limit` of them from `offset`, as the sitemaps list them. */
    listPublishedArticles(offset: number, limit: number) {
      return db
        .select({ id: news.id, updatedAt: news.updatedAt })
        .from(news)
        .where(eq(news.isPublished, true))
        .orderBy(desc(news.publishDate), desc(news.id))
        .offset(offset)
        .limit(limit);
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
export type PublishedArticle = NonNullable<Awaited<ReturnType<SeoRepository['findPublishedArticle']>>>;
