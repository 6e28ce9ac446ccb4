import { LANGUAGES, type Language } from '@maplebridge/contracts';
import type { NewsOrder, NewsStatus } from '../content.api.ts';

export interface AdminNewsFilter {
  status: NewsStatus;
  language: Language | '';
  keyword: string;
  order: NewsOrder;
  page: number;
}

const STATUSES: readonly NewsStatus[] = ['all', 'draft', 'published'];
const MAX_PAGE = 10_000;

/** The list's filter lives in the address (`?status=draft&lang=en&q=ita&sort=oldest&page=2`): back, reload and the editor's return keep it. */
export function filterFromSearch(search: URLSearchParams): AdminNewsFilter {
  const status = search.get('status') as NewsStatus | null;
  const language = search.get('lang') as Language | null;
  const page = Number(search.get('page'));
  return {
    status: status && STATUSES.includes(status) ? status : 'all',
    language: language && LANGUAGES.includes(language) ? language : '',
    keyword: (search.get('q') ?? '').slice(0, 200),
    order: search.get('sort') === 'oldest' ? 'oldest' : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

export function searchFromFilter(filter: AdminNewsFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.status !== 'all') search.set('status', filter.status);
  if (filter.language) search.set('lang', filter.language);
  if (filter.keyword) search.set('q', filter.keyword);
  if (filter.order === 'oldest') search.set('sort', filter.order);
  if (filter.page > 1) search.set('page', String(filter.page));
  return search;
}
