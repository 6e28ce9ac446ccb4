import {
  type Envelope,
  type NewsItem,
  type NewsListParams,
  type NewsPage,
  newsQueryString,
  type Slide,
  type Tag,
} from '@maplebridge/contracts';
import { apiRequest } from '#shared/api/api-client.ts';

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
