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
import type { NewsRepository } from './news.repository.ts';
import { toNewsItem, toNewsSummary } from './news-dto.ts';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';

type ListQuery = z.output<typeof NewsListQuerySchema>;
export type NewsWriteInput = z.output<typeof NewsInputSchema>;

interface NewsDependencies {
  news: NewsRepository;
  tags: TagsRepository;
  notifications: NotificationsRepository;
  /** Where a visitor's lists are kept for a moment. */
  publicReads?: PublicReads;
  now?: () => Date;
}

const isAdmin = (user: UserRow | null) => user?.userType === ADMIN;
const notFound = () => new AppError('news.notFound', 'News not found.');

export function createNewsService({
  news,
  tags,
  notifications,
  publicReads = directReads,
  now = () => new Date(),
}: NewsDependencies) {
  const withTags = async (row: NewsRow, isSaved: boolean): Promise<NewsItem> =>
    toNewsItem({ ...row, isSaved }, (await news.tagsOf([row.id])).get(row.id) ?? []);

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
      const row = await news.findById(id, viewer?.id);
      if (!row || (!row.isPublished && !isAdmin(viewer))) throw notFound();
      if (row.isPublished) {
        await news.countView(id);
        row.viewCount += 1;
      }
      return withTags(row, row.isSaved);
    },

    async toggleSaved(id: string, member: UserRow): Promise<{ isSaved: boolean; message: string }> {
      const row = await news.findById(id);
      if (!row?.isPublished) throw notFound();
      const isSaved = await news.toggleSaved(member.id, id);
      return { isSaved, message: isSaved ? NEWS_SAVED_MESSAGE : NEWS_UNSAVED_MESSAGE };
    },

    async create(input: NewsWriteInput): Promise<NewsItem> {
      await checkTags(input.tags);
      const row = await news.create(toWrite(input), input.tags);
      if (!row) throw new Error('news insert returned no row');
      await announce(row);
      return withTags(row, false);
    },

    async update(id: string, input: NewsWriteInput): Promise<NewsItem> {
      await checkTags(input.tags);
      const row = await news.update(id, toWrite(input), input.tags);
      if (!row) throw notFound();
      await announce(row);
      return withTags(row, false);
    },

    async setPublished(id: string, isPublished: boolean): Promise<NewsItem> {
      const row = await news.setPublished(id, isPublished);
      if (!row) throw notFound();
      await announce(row);
      return withTags(row, false);
    },

    async delete(id: string): Promise<void> {
      if (!(await news.delete(id))) throw notFound();
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
