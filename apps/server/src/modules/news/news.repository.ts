import { NEWS_ORDERS, POST_FILTERS, RECOMMENDED_TAG } from '@maplebridge/contracts';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  /** One version of each story: this language's when it is published, else the one there is. */
  readerLanguage?: 'vi' | 'en' | undefined;
  /** Leaves out this article and its twin. */
  excludeId?: string | undefined;
  /** The member asking: needed for the saved filter and `isSaved`. */
  userId?: string | undefined;
  now: Date;
}

export type NewsListRow = Omit<NewsRow, 'content' | 'searchVector'> & { isSaved: boolean };
export type NewsWrite = Omit<typeof news.$inferInsert, 'searchVector' | 'id' | 'twinId'>;
export type NewsTwinRow = Pick<NewsRow, 'id' | 'title' | 'language' | 'isPublished'>;
export type NewsArticleRow = NewsRow & { isSaved: boolean; twin: NewsTwinRow | null };

/** Why a twin cannot be linked: there is no such article, or it is in the same language. */
export type TwinRefusal = 'notFound' | 'sameLanguage';

/** Thrown inside the transaction to undo the write; the service answers it as a 4xx. */
export class TwinRefused extends Error {
  readonly reason: TwinRefusal;
  constructor(reason: TwinRefusal) {
    super(`twin refused: ${reason}`);
    this.name = 'TwinRefused';
    this.reason = reason;
  }
}

const twin = alias(news, 'twin');
/** Links and unlinks take turns (one lock for all of them), so two links can never cross. */
const TWIN_LOCK = 22_0001;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Makes `id` and `twinId` name each other, after unlinking whatever either named or was named by;
 * `twinId` null unlinks `id` alone. Runs inside the caller's transaction.
 */
async function linkTwin(tx: Transaction, id: string, twinId: string | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TWIN_LOCK})`);
  if (twinId === null) {
    await tx
      .update(news)
      .set({ twinId: null })
      .where(or(eq(news.id, id), eq(news.twinId, id)));
    return;
  }
  const pair = await tx
    .select({ id: news.id, language: news.language })
    .from(news)
    .where(inArray(news.id, [id, twinId]));
  const other = pair.find((row) => row.id === twinId);
  if (!other) throw new TwinRefused('notFound');
  if (twinId === id || pair.some((row) => row.id === id && row.language === other.language))
    throw new TwinRefused('sameLanguage');
  // Clear first: twin_id is unique, so the new pair can only be written once no one else holds it.
  await tx
    .update(news)
    .set({ twinId: null })
    .where(or(inArray(news.id, [id, twinId]), inArray(news.twinId, [id, twinId])));
  await tx.update(news).set({ twinId }).where(eq(news.id, id));
  await tx.update(news).set({ twinId: id }).where(eq(news.id, twinId));
}

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
      ? // The stored counts: views are written in batches (./view-counter.ts), so this order
        // lags the readers by a few seconds at most.
        [desc(news.viewCount), desc(news.id)]
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
      // What a member saved is listed as saved, whichever version it is.
      if (filter.readerLanguage && filter.postFilter !== POST_FILTERS.saved)
        conditions.push(
          or(
            eq(news.language, filter.readerLanguage),
            notExists(
              db
                .select({ id: twin.id })
                .from(twin)
                .where(and(eq(twin.id, news.twinId), eq(twin.isPublished, true))),
            ),
          ) as SQL,
        );
      if (filter.excludeId)
        conditions.push(
          ne(news.id, filter.excludeId),
          sql`${news.twinId} is distinct from ${filter.excludeId}`,
        );
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

    /** An article with its twin (published or not: the service decides who may see it). */
    async findById(id: string, userId?: string): Promise<NewsArticleRow | undefined> {
      const [row] = await db
        .select({
          article: news,
          isSaved: isSavedBy(userId),
          twin: { id: twin.id, title: twin.title, language: twin.language, isPublished: twin.isPublished },
        })
        .from(news)
        .leftJoin(twin, eq(twin.id, news.twinId))
        .where(eq(news.id, id));
      return row ? { ...row.article, isSaved: row.isSaved, twin: row.twin } : undefined;
    },

    /**
     * Adds readers' views, counted in memory (./view-counter.ts), to the stored counts in one
     * statement: `update news set view_count = view_count + v.n from (values …) v(id, n) where
     * news.id = v.id`. It adds, never sets, so replicas each writing their own overwrite nothing; an
     * article deleted since is not matched.
     */
    async addViews(views: ReadonlyMap<string, number>): Promise<void> {
      if (!views.size) return;
      const rows = sql.join(
        [...views].map(([id, count]) => sql`(${id}::uuid, ${count}::integer)`),
        sql`, `,
      );
      await db
        .update(news)
        .set({ viewCount: sql`${news.viewCount} + v.n` })
        .from(sql`(values ${rows}) as v(id, n)`)
        .where(eq(news.id, sql`v.id`));
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

    /**
     * Creates an article, linked to `twinId` when given (throws TwinRefused, creating nothing, when
     * that cannot be); with a `sourceId` seen before, creates nothing and answers undefined.
     */
    async create(article: NewsWrite, tagIds: number[], twinId?: string | null): Promise<NewsRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(news)
          .values({ ...article, searchVector: searchVectorOf(article) })
          .onConflictDoNothing({ target: news.sourceId, where: sql`${news.sourceId} is not null` })
          .returning();
        if (!row) return undefined;
        if (tagIds.length)
          await tx.insert(newsTags).values(tagIds.map((tagId) => ({ newsId: row.id, tagId })));
        if (!twinId) return row;
        await linkTwin(tx, row.id, twinId);
        return { ...row, twinId };
      });
    },

    /**
     * Replaces an article; `twinId` links it (or unlinks it with null), left out keeps its twin,
     * which must then still be in the other language (else TwinRefused and nothing changes).
     */
    async update(
      id: string,
      article: NewsWrite,
      tagIds: number[],
      twinId?: string | null,
    ): Promise<NewsRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(news)
          .set({ ...article, searchVector: searchVectorOf(article), updatedAt: new Date() })
          .where(eq(news.id, id))
          .returning();
        if (!row) return undefined;
        await tx.delete(newsTags).where(eq(newsTags.newsId, id));
        if (tagIds.length) await tx.insert(newsTags).values(tagIds.map((tagId) => ({ newsId: id, tagId })));
        if (twinId !== undefined) {
          await linkTwin(tx, id, twinId);
          return { ...row, twinId };
        }
        if (row.twinId) {
          const [kept] = await tx
            .select({ language: news.language })
            .from(news)
            .where(eq(news.id, row.twinId));
          if (kept?.language === row.language) throw new TwinRefused('sameLanguage');
        }
        return row;
      });
    },

    /** Links two articles as twins, or unlinks one (null), in one transaction; throws TwinRefused. */
    async setTwin(id: string, twinId: string | null): Promise<void> {
      await db.transaction((tx) => linkTwin(tx, id, twinId));
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
