import { NEWS_ORDERS, POST_FILTERS } from '@maplebridge/contracts';

export interface NewsFilter {
  postEnum: number;
  orderby: number;
  tags: number[];
  keyword: string;
}

const inRange = (value: string | null, max: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= max ? number : 0;
};

/** The filter kept in the address (`?post=2&sort=1&tags=3,4&q=dinh cu`), so back, reload and links keep it. */
export function filterFromSearch(search: URLSearchParams, isSignedIn: boolean): NewsFilter {
  const postEnum = inRange(search.get('post'), POST_FILTERS.saved);
  return {
    // The saved filter means nothing to a visitor.
    postEnum: postEnum === POST_FILTERS.saved && !isSignedIn ? POST_FILTERS.all : postEnum,
    orderby: inRange(search.get('sort'), NEWS_ORDERS.mostViewed),
    tags: (search.get('tags') ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    keyword: (search.get('q') ?? '').slice(0, 200),
  };
}

export function searchFromFilter(filter: NewsFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.postEnum) search.set('post', String(filter.postEnum));
  if (filter.orderby) search.set('sort', String(filter.orderby));
  if (filter.tags.length) search.set('tags', filter.tags.join(','));
  if (filter.keyword) search.set('q', filter.keyword);
  return search;
}
