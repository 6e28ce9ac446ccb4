import type { NewsItem, NewsSummary, Slide, Tag } from '@maplebridge/contracts';
import type { NewsRow, SlideRow, TagRow } from '#db/schema/index.ts';
import type { NewsListRow } from './news.repository.ts';

export const toTagDto = (tag: TagRow): Tag => ({
  id: tag.id,
  name: tag.name,
  descriptionVN: tag.descriptionVn,
  descriptionEN: tag.descriptionEn,
});

export const toNewsSummary = (row: NewsListRow, tags: TagRow[]): NewsSummary => ({
  id: row.id,
  title: row.title,
  previewContent: row.previewContent,
  imageUrl: row.imageUrl,
  author: row.author,
  language: row.language,
  publishDate: row.publishDate.toISOString(),
  isPublished: row.isPublished,
  isSaved: row.isSaved,
  viewCount: row.viewCount,
  tags: tags.map(toTagDto),
});

export const toNewsItem = (row: NewsRow & { isSaved: boolean }, tags: TagRow[]): NewsItem => ({
  ...toNewsSummary(row, tags),
  content: row.content,
  sourceUrl: row.sourceUrl,
  updatedTime: row.updatedAt.toISOString(),
});

export const toSlideDto = (slide: SlideRow): Slide => ({
  id: slide.id,
  title: slide.title,
  imageURL: slide.imageUrl,
  newsExternalId: slide.newsExternalId,
  externalLink: slide.externalLink,
  order: slide.sortOrder,
  active: slide.active,
});
