import type { Envelope, NewsItem, NewsPage, Slide, Tag } from '@maplebridge/contracts';
import { apiRequest } from '#shared/api/api-client.ts';

export interface NewsListParams {
  pageNumber: number;
  pageSize: number;
  orderby?: number;
  postEnum?: number;
  tags?: number[];
  keyword?: string;
  excludeId?: string;
}

/** The spec's query: orderby and postEnum only when non-zero, tags repeated, published news only. */
export function newsQueryString(params: NewsListParams): string {
  const query = new URLSearchParams({
    PageNumber: String(params.pageNumber),
    PageSize: String(params.pageSize),
  });
  if (params.orderby) query.set('orderby', String(params.orderby));
  if (params.postEnum) query.set('postEnum', String(params.postEnum));
  for (const tag of params.tags ?? []) query.append('tags', String(tag));
  query.set('isPublished', 'true');
  if (params.keyword?.trim()) query.set('keyword', params.keyword.trim());
  if (params.excludeId) query.set('excludeId', params.excludeId);
  return query.toString();
}

/** What the spec's client answers itself, without a request, when asked for an article without an id. */
const NEWS_ID_REQUIRED: Envelope<null> = {
  status: 400,
  message: 'newsId is required',
  data: null,
  actionName: null,
};

export const newsApi = {
  list: (params: NewsListParams) => apiRequest<Envelope<NewsPage>>(`/news?${newsQueryString(params)}`),
  get: (id: string | undefined): Promise<Envelope<NewsItem | null>> =>
    id
      ? apiRequest<Envelope<NewsItem>>(`/news/${encodeURIComponent(id)}`)
      : Promise.resolve(NEWS_ID_REQUIRED),
  toggleSave: (id: string) =>
    apiRequest<Envelope<{ isSaved: boolean }>>(`/news/${encodeURIComponent(id)}/save-news`, {
      method: 'PUT',
    }),
  tags: () => apiRequest<Envelope<{ items: Tag[] }>>('/tags'),
  slides: () => apiRequest<Envelope<{ items: Slide[] }>>('/slides'),
};
