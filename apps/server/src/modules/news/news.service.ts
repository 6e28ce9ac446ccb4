import {
  NEWS_SAVED_MESSAGE,
  NEWS_UNSAVED_MESSAGE,
  type NewsInputSchema,
  type NewsItem,
  type NewsListQuerySchema,
  type NewsPage,
  NOT_LOGGED_IN_MESSAGE,
  NOTIFICATION_TYPE,
  POST_FILTERS,
} from '@maplebridge/contracts';
import type { z } from 'zod';
import type { NewsRow, UserRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import { directReads, type PublicReads } from '#public-reads.ts';
import { ADMIN } from '../auth/auth.service.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { TagsRepository } from '../tags/tags.repository.ts';
import {
  type NewsArticleRow,
  type NewsRepository,
  type TwinRefusal,
  TwinRefused,
} from './news.repository.ts';
import { toNewsItem, toNewsSummary } from './news-dto.ts';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';
import type { ViewCounter } from './view-counter.ts';

type ListQuery = z.output<typeof NewsListQuerySchema>;
export type NewsWriteInput = z.output<typeof NewsInputSchema>;

interface NewsDependencies {
  news: NewsRepository;
  tags: TagsRepository;
  notifications: NotificationsRepository;
  /** Counts readers' views in memory and writes them in batches. */
  views: Pick<ViewCounter, 'add' | 'unwritten' | 'counted'>;
  /** Where a visitor's lists are kept for a moment. */
  publicReads?: PublicReads;
  now?: () => Date;
}

const isAdmin = (user: UserRow | null) => user?.userType === ADMIN;
const notFound = () => new AppError('news.notFound', 'News not found.');

/** A twin that cannot be linked, as the 4xx that names the field to change. */
function twinError(reason: TwinRefusal, field: 'twinId' | 'language') {
  if (reason === 'notFound')
    return new AppError('news.notFound', 'The twin article does not exist.', [
      { field: 'body.twinId', code: 'not_found', message: 'errors.news.notFound' },
    ]);
  return new AppError('request.invalid', 'An article and its twin must be in different languages.', [
    { field: `body.${field}`, code: 'twin_language', message: 'validation.twinLanguage' },
  ]);
}

export function createNewsService({
  news,
  tags,
  notifications,
  views,
  publicReads = directReads,
  now = () => new Date(),
}: NewsDependencies) {
  /** The article with its tags, and its twin when the reader may see it: staff always, others once published. */
  const toItem = async (row: NewsArticleRow, isStaff: boolean): Promise<NewsItem> => {
    const twin = row.twin && (isStaff || row.twin.isPublished) ? row.twin : null;
    return toNewsItem(row, (await news.tagsOf([row.id])).get(row.id) ?? [], twin);
  };
  /** What staff see after a change, read again so the twin is there. */
  const reread = async (id: string): Promise<NewsItem> => {
    const row = await news.findById(id);
    if (!row) throw notFound();
    return toItem({ ...row, isSaved: false }, true);
  };
  /** Writes, turning a refused twin into the 4xx naming the field: twinId when sent, else language. */
  const writing = async <T>(input: NewsWriteInput, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (error instanceof TwinRefused)
        throw twinError(error.reason, input.twinId === undefined ? 'language' : 'twinId');
      throw error;
    }
  };

  const checkTags = async (ids: number[]) => {
    const known = await tags.existingIds(ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length)
      throw new AppError('news.unknownTag', `Unknown tag ids: ${unknown.join(', ')}.`, [
        { field: 'body.tags', code: 'unknown_tag', message: 'validation.unknownTag' },
      ]);
  };

  /** A News notification to every member, once per article. */
  const announce = async (article: NewsRow) => {
    if (!article.isPublished || !(await news.claimNotification(article.id))) return;
    await notifications.create({
      userId: null,
      type: NOTIFICATION_TYPE.news,
      titleVn: `Tin mới: ${article.title}`,
      titleEn: `New article: ${article.title}`,
      messageContentVn: article.previewContent,
      messageContentEn: article.previewContent,
      externalLink: JSON.stringify({ NewsId: article.id, NewsImage: article.imageUrl }),
    });
  };

  const toWrite = (input: NewsWriteInput) => ({
    title: input.title,
    previewContent: input.previewContent,
    content: sanitizeArticleHtml(input.content),
    imageUrl: input.imageUrl,
    author: input.author,
    language: input.language,
    publishDate: input.publishDate ? new Date(input.publishDate) : now(),
    isPublished: input.isPublished,
    sourceUrl: input.sourceUrl || null,
  });

  const readPage = async (query: ListQuery, viewer: UserRow | null): Promise<NewsPage> => {
    const { rows, hasNextPage } = await news.list({
      pageNumber: query.PageNumber,
      pageSize: query.PageSize,
      orderBy: query.orderby,
      postFilter: query.postEnum,
      tagIds: query.tags,
      isPublished: isAdmin(viewer) ? query.isPublished : true,
      keyword: query.keyword,
      language: query.language,
      readerLanguage: query.lng,
      excludeId: query.excludeId,
      userId: viewer?.id,
      now: now(),
    });
    const tagsByNews = await news.tagsOf(rows.map((row) => row.id));
    return {
      items: rows.map((row) => toNewsSummary(row, tagsByNews.get(row.id) ?? [])),
      hasNextPage,
      currentPage: query.PageNumber,
      pageSize: query.PageSize,
    };
  };

  /**
   * A visitor's article: the same for every visitor, so read once per moment like the lists. Its
   * count is the one read then (with this replica's views not yet written) plus the views this
   * replica has counted since, this one included: it never goes back when a batch is written.
   */
  const readPublished = async (id: string): Promise<NewsItem> => {
    const kept = await publicReads.read(`news-item:${id}`, async () => {
      const row = await news.findById(id);
      if (!row?.isPublished) return null;
      const countedAtRead = views.counted(id);
      const viewCountAtRead = row.viewCount + views.unwritten(id);
      return { item: await toItem(row, false), viewCountAtRead, countedAtRead };
    });
    if (!kept) throw notFound();
    views.add(id);
    const viewCount = kept.viewCountAtRead + views.counted(id) - kept.countedAtRead;
    return { ...kept.item, viewCount };
  };

  return {
    async list(query: ListQuery, viewer: UserRow | null): Promise<NewsPage> {
      if (query.postEnum === POST_FILTERS.saved && !viewer)
        throw new AppError('auth.unauthorized', NOT_LOGGED_IN_MESSAGE);
      if (query.isPublished === false && !isAdmin(viewer))
        throw new AppError('auth.forbidden', 'Only staff may list unpublished news.');
      // A member's page says which articles they saved; a visitor's is everyone's.
      if (viewer) return readPage(query, viewer);
      return publicReads.read(`news:${JSON.stringify(query)}`, () => readPage(query, null));
    },

    /** One article; reading a published one counts a view. Drafts exist for admins only. */
    async get(id: string, viewer: UserRow | null): Promise<NewsItem> {
      if (!viewer) return readPublished(id);
      const row = await news.findById(id, viewer.id);
      if (!row || (!row.isPublished && !isAdmin(viewer))) throw notFound();
      if (row.isPublished) {
        views.add(id);
        // The reader sees the stored count plus this replica's views not yet written, this one
        // included (so at least the stored count + 1, as when each view was written at once). Views
        // another replica has not written yet show a few seconds later.
        row.viewCount += views.unwritten(id);
      }
      return toItem(row, isAdmin(viewer));
    },

    async toggleSaved(id: string, member: UserRow): Promise<{ isSaved: boolean; message: string }> {
      const row = await news.findById(id);
      if (!row?.isPublished) throw notFound();
      const isSaved = await news.toggleSaved(member.id, id);
      return { isSaved, message: isSaved ? NEWS_SAVED_MESSAGE : NEWS_UNSAVED_MESSAGE };
    },

    async create(input: NewsWriteInput): Promise<NewsItem> {
      await checkTags(input.tags);
      const row = await writing(input, () => news.create(toWrite(input), input.tags, input.twinId));
      if (!row) throw new Error('news insert returned no row');
      await announce(row);
      return reread(row.id);
    },

    async update(id: string, input: NewsWriteInput): Promise<NewsItem> {
      await checkTags(input.tags);
      const row = await writing(input, () => news.update(id, toWrite(input), input.tags, input.twinId));
      if (!row) throw notFound();
      await announce(row);
      return reread(id);
    },

    async setPublished(id: string, isPublished: boolean): Promise<NewsItem> {
      const row = await news.setPublished(id, isPublished);
      if (!row) throw notFound();
      await announce(row);
      return reread(id);
    },

    async delete(id: string): Promise<void> {
      if (!(await news.delete(id))) throw notFound();
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
