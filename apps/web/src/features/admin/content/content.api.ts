import {
  type Envelope,
  type Language,
  NEWS_ORDERS,
  type NewsInput,
  type NewsItem,
  type NewsPage,
  type Slide,
  type SlideInput,
  type Tag,
  type TagInput,
} from '@maplebridge/contracts';
import { apiRequest } from '#shared/api/api-client.ts';

export type NewsStatus = 'all' | 'draft' | 'published';
/** By publish date; the server's default is newest first. */
export type NewsOrder = 'newest' | 'oldest';

export interface AdminNewsQuery {
  page: number;
  pageSize: number;
  status: NewsStatus;
  language: Language | '';
  keyword: string;
  order: NewsOrder;
}

/** The console's list query: drafts too unless a status is chosen (the server lets admins ask for them). */
export function adminNewsQueryString(query: AdminNewsQuery): string {
  const params = new URLSearchParams({ PageNumber: String(query.page), PageSize: String(query.pageSize) });
  if (query.status !== 'all') params.set('isPublished', String(query.status === 'published'));
  if (query.language) params.set('language', query.language);
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  if (query.order === 'oldest') params.set('orderby', String(NEWS_ORDERS.oldest));
  return params.toString();
}

const dataOf = async <T>(request: Promise<Envelope<T>>): Promise<T> => (await request).data;
const newsPath = (id: string) => `/admin/news/${encodeURIComponent(id)}`;

export const contentApi = {
  findNews: (query: AdminNewsQuery) =>
    dataOf(apiRequest<Envelope<NewsPage>>(`/news?${adminNewsQueryString(query)}`)),
  getNewsById: (id: string) => dataOf(apiRequest<Envelope<NewsItem>>(`/news/${encodeURIComponent(id)}`)),
  createNews: (input: NewsInput) =>
    dataOf(apiRequest<Envelope<NewsItem>>('/admin/news', { method: 'POST', body: input })),
  updateNews: (id: string, input: NewsInput) =>
    dataOf(apiRequest<Envelope<NewsItem>>(newsPath(id), { method: 'PUT', body: input })),
  deleteNews: (id: string) => dataOf(apiRequest<Envelope<null>>(newsPath(id), { method: 'DELETE' })),
  /** The first publish of an article notifies every member (the server sends it once). */
  publishNews: (id: string) =>
    dataOf(apiRequest<Envelope<NewsItem>>(`${newsPath(id)}/publish`, { method: 'POST' })),
  unpublishNews: (id: string) =>
    dataOf(apiRequest<Envelope<NewsItem>>(`${newsPath(id)}/unpublish`, { method: 'POST' })),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return dataOf(
      apiRequest<Envelope<{ downloadUrl: string }>>('/images/upload', { method: 'POST', body: form }),
    );
  },

  // GET /api/tags may be answered from the browser's cache for 5 minutes; staff must see their own change.
  findTags: () => dataOf(apiRequest<Envelope<{ items: Tag[] }>>(`/tags?fresh=${Date.now()}`)),
  createTag: (input: TagInput) =>
    dataOf(apiRequest<Envelope<Tag>>('/admin/tags', { method: 'POST', body: input })),
  updateTag: (id: number, input: TagInput) =>
    dataOf(apiRequest<Envelope<Tag>>(`/admin/tags/${id}`, { method: 'PUT', body: input })),
  deleteTag: (id: number) => dataOf(apiRequest<Envelope<null>>(`/admin/tags/${id}`, { method: 'DELETE' })),

  findSlides: () => dataOf(apiRequest<Envelope<{ items: Slide[] }>>('/admin/slides')),
  createSlide: (input: SlideInput) =>
    dataOf(apiRequest<Envelope<Slide>>('/admin/slides', { method: 'POST', body: input })),
  updateSlide: (id: number, input: SlideInput) =>
    dataOf(apiRequest<Envelope<Slide>>(`/admin/slides/${id}`, { method: 'PUT', body: input })),
  deleteSlide: (id: number) =>
    dataOf(apiRequest<Envelope<null>>(`/admin/slides/${id}`, { method: 'DELETE' })),
};
