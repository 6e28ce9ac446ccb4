import type { NewsItem, NewsSummary, Slide, Tag } from '@maplebridge/contracts';
import type { NewsRow, SlideRow, TagRow } from '#db/schema/index.ts';
import type { NewsListRow, NewsTwinRow } from './news.repository.ts';

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

/** An article; `twin` is the twin this reader may see (null hides it, and its id, too). */
export const toNewsItem = (
  row: NewsRow & { isSaved: boolean },
  tags: TagRow[],
  twin: NewsTwinRow | null,
): NewsItem => ({
  ...toNewsSummary(row, tags),
  content: row.content,
  sourceUrl: row.sourceUrl,
  updatedTime: row.updatedAt.toISOString(),
  twinId: twin?.id ?? null,
  twin,
});

export const toSlideDto = (slide: SlideRow): Slide => ({
  id: slide.id,
  title: slide.title,
  titleEn: slide.titleEn,
  imageURL: slide.imageUrl,
  newsExternalId: slide.newsExternalId,
  externalLink: slide.externalLink,
  order: slide.sortOrder,
  active: slide.active,
});
