// No zod here: the web's news pages import this without the schemas (sideEffects: false keeps them out).
import type { Language } from './i18n.ts';

/** The page size of /news's list; the page server sends its first page with the page (ADR 030). */
export const NEWS_LIST_PAGE_SIZE = 8;

/** A news list as the web app asks for it (`newsQueryString` writes the query). */
export interface NewsListParams {
  pageNumber: number;
  pageSize: number;
  orderby?: number;
  postEnum?: number;
  tags?: number[];
  keyword?: string;
  excludeId?: string;
  /** The reader's language: each story once, in it when it can be. */
  lng?: Language;
}

/** The spec's query: orderby and postEnum only when non-zero, tags repeated, published news only, one version per story. */
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
  if (params.lng) query.set('lng', params.lng);
  return query.toString();
}
