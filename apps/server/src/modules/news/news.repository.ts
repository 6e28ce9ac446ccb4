import { NEWS_ORDERS, POST_FILTERS, RECOMMENDED_TAG } from '@maplebridge/contracts';
import { and, asc, desc, eq, getTableColumns, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type NewsRow, news, newsTags, savedNews, type TagRow, tags } from '#db/schema/index.ts';
import { foldDiacritics, htmlToText, toSearchQuery } from './search-text.ts';

export interface NewsListFilter {
  pageNumber: number;
  pageSize: number;
  orderBy: number;
  postFilter: number;
  tagIds?: number[] | undefined;
  /** Undefined lists drafts and published alike (admins only). */
  isPublished?: boolean | undefined;
  keyword?: string | undefined;
  language?: 'vi' | 'en' | undefined;
  excludeId?: string | undefined;
  /** The member asking: needed for the saved filter and `isSaved`. */
  userId?: string | undefined;
  now: Date;
}

export type NewsListRow = Omit<NewsRow, 'content' | 'searchVector'> & { isSaved: boolean };
export type NewsWrite = Omit<typeof news.$inferInsert, 'searchVector' | 'id'>;

/** The weighted search document of an article: its title (A), preview and text (B), folded. */
const searchVectorOf = (article: { title: string; previewContent?: string; content?: string }) => {
  const body = `${article.previewContent ?? ''} ${htmlToText(article.content ?? '')}`;
  return sql`setweight(to_tsvector('simple', ${foldDiacritics(article.title)}), 'A') || setweight(to_tsvector('simple', ${foldDiacritics(body)}), 'B')`;
};

// Lists leave out the article body and the search document.
const { content: _content, searchVector: _searchVector, ...summaryColumns } = getTableColumns(news);

/** A keyword search ranks the newest this many matches by relevance (50 pages of 10). */
export const SEARCH_WINDOW = 500;

const orderOf = (orderBy: number): SQL[] =>
  orderBy === NEWS_ORDERS.oldest
    ? [asc(news.publishDate), asc(news.id)]
    : orderBy === NEWS_ORDERS.mostViewed
      ? [desc(news.viewCount), desc(news.id)]
      : [desc(news.publishDate), desc(news.id)];

const rankOf = (query: string) => sql`ts_rank_cd(${news.searchVector}, to_tsquery('simple', ${query}))`;

const startOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export function createNewsRepository(db: Database) {
  const isSavedBy = (userId: string | undefined) =>
    userId
      ? sql<boolean>`exists (select 1 from ${savedNews} where ${savedNews.userId} = ${userId} and ${savedNews.newsId} = ${news.id})`
      : sql<boolean>`false`;

  /** The ids of a keyword page, best match first among the newest SEARCH_WINDOW matches. */
  const rankedIds = (where: SQL | undefined, query: string, limit: number, offset: number) => {
    // Ranking reads every match, and a common word matches most of the archive; ranking the
    // newest SEARCH_WINDOW matches keeps a search fast at any size.
    const candidates = db
      .select({ id: news.id })
      .from(news)
      .where(where)
      .orderBy(...orderOf(NEWS_ORDERS.newest))
      .limit(SEARCH_WINDOW)
      .as('candidates');
    return db
      .select({ id: news.id })
      .from(news)
      .innerJoin(candidates, eq(candidates.id, news.id))
      .orderBy(desc(rankOf(query)), ...orderOf(NEWS_ORDERS.newest))
      .limit(limit)
      .offset(offset);
  };

  return {
    /** One page, plus whether another follows (one row more is read to know). */
    async list(filter: NewsListFilter): Promise<{ rows: NewsListRow[]; hasNextPage: boolean }> {
      const conditions: SQL[] = [];
      if (filter.isPublished !== undefined) conditions.push(eq(news.isPublished, filter.isPublished));
      if (filter.language) conditions.push(eq(news.language, filter.language));
      if (filter.excludeId) conditions.push(ne(news.id, filter.excludeId));
      if (filter.postFilter === POST_FILTERS.thisMonth)
        conditions.push(gte(news.publishDate, startOfMonth(filter.now)));
      if (filter.postFilter === POST_FILTERS.recommended)
        conditions.push(
          sql`exists (select 1 from ${newsTags} join ${tags} on ${tags.id} = ${newsTags.tagId} where ${newsTags.newsId} = ${news.id} and ${tags.name} = ${RECOMMENDED_TAG})`,
        );
      if (filter.postFilter === POST_FILTERS.saved && filter.userId)
        conditions.push(
          sql`exists (select 1 from ${savedNews} where ${savedNews.userId} = ${filter.userId} and ${savedNews.newsId} = ${news.id})`,
        );
      if (filter.tagIds?.length)
        conditions.push(
          sql`exists (select 1 from ${newsTags} where ${newsTags.newsId} = ${news.id} and ${inArray(newsTags.tagId, filter.tagIds)})`,
        );
      const query = filter.keyword ? toSearchQuery(filter.keyword) : null;
      if (query) conditions.push(sql`${news.searchVector} @@ to_tsquery('simple', ${query})`);

      const limit = filter.pageSize + 1;
      const offset = (filter.pageNumber - 1) * filter.pageSize;
      const where = and(...conditions);
      const ranked = query !== null && filter.orderBy === NEWS_ORDERS.newest;
      // The page's ids first, then their rows: skipping thousands of rows for a deep page reads
      // only the index, not every skipped article (a "deferred join").
      const pageIds = ranked
        ? rankedIds(where, query, limit, offset)
        : db
            .select({ id: news.id })
            .from(news)
            .where(where)
            .orderBy(...orderOf(filter.orderBy))
            .limit(limit)
            .offset(offset);
      const page = pageIds.as('page');
      const rows: NewsListRow[] = await db
        .select({ ...summaryColumns, isSaved: isSavedBy(filter.userId) })
        .from(news)
        .innerJoin(page, eq(page.id, news.id))
        .orderBy(
          ...(ranked ? [desc(rankOf(query)), ...orderOf(NEWS_ORDERS.newest)] : orderOf(filter.orderBy)),
        );
      return {
        rows: rows.slice(0, filter.pageSize) as NewsListRow[],
        hasNextPage: rows.length > filter.pageSize,
      };
    },

    async findById(id: string, userId?: string): Promise<(NewsRow & { isSaved: boolean }) | undefined> {
      const [row] = await db
        .select({ article: news, isSaved: isSavedBy(userId) })
        .from(news)
        .where(eq(news.id, id));
      return row ? { ...row.article, isSaved: row.isSaved } : undefined;
    },

    /** Counts a reader's view of a published article. */
    async countView(id: string): Promise<void> {
      await db
        .update(news)
        .set({ viewCount: sql`${news.viewCount} + 1` })
        .where(eq(news.id, id));
    },

    async tagsOf(newsIds: string[]): Promise<Map<string, TagRow[]>> {
      const byNews = new Map<string, TagRow[]>(newsIds.map((id) => [id, []]));
      if (!newsIds.length) return byNews;
      const rows = await db
        .select({ newsId: newsTags.newsId, tag: tags })
        .from(newsTags)
        .innerJoin(tags, eq(tags.id, newsTags.tagId))
        .where(inArray(newsTags.newsId, newsIds))
        .orderBy(asc(tags.id));
      for (const row of rows) byNews.get(row.newsId)?.push(row.tag);
      return byNews;
    },

    /** Saves for the member, or unsaves when already saved; answers the new state. */
    async toggleSaved(userId: string, newsId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(savedNews)
          .where(and(eq(savedNews.userId, userId), eq(savedNews.newsId, newsId)))
          .returning({ newsId: savedNews.newsId });
        if (removed.length) return false;
        await tx.insert(savedNews).values({ userId, newsId }).onConflictDoNothing();
        return true;
      });
    },

    /** Creates an article; with a `sourceId` seen before, creates nothing and answers undefined. */
    async create(article: NewsWrite, tagIds: number[]): Promise<NewsRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(news)
          .values({ ...article, searchVector: searchVectorOf(article) })
          .onConflictDoNothing({ target: news.sourceId, where: sql`${news.sourceId} is not null` })
          .returning();
        if (row && tagIds.length)
          await tx.insert(newsTags).values(tagIds.map((tagId) => ({ newsId: row.id, tagId })));
        return row;
      });
    },

    async update(id: string, article: NewsWrite, tagIds: number[]): Promise<NewsRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(news)
          .set({ ...article, searchVector: searchVectorOf(article), updatedAt: new Date() })
          .where(eq(news.id, id))
          .returning();
        if (!row) return undefined;
        await tx.delete(newsTags).where(eq(newsTags.newsId, id));
        if (tagIds.length) await tx.insert(newsTags).values(tagIds.map((tagId) => ({ newsId: id, tagId })));
        return row;
      });
    },

    async setPublished(id: string, isPublished: boolean): Promise<NewsRow | undefined> {
      const [row] = await db
        .update(news)
        .set({ isPublished, updatedAt: new Date() })
        .where(eq(news.id, id))
        .returning();
      return row;
    },

    /** Marks the article as announced; true only for the first caller, so members hear once. */
    async claimNotification(id: string): Promise<boolean> {
      const rows = await db
        .update(news)
        .set({ notifiedAt: new Date() })
        .where(and(eq(news.id, id), sql`${news.notifiedAt} is null`))
        .returning({ id: news.id });
      return rows.length > 0;
    },

    async isEmpty(): Promise<boolean> {
      const rows = await db.select({ id: news.id }).from(news).limit(1);
      return rows.length === 0;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
      return rows.length > 0;
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
