import {
  type Envelope,
  NEWS_LIST_PAGE_SIZE,
  type NewsListParams,
  type NewsPage,
  newsQueryString,
} from '@maplebridge/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { newsApi } from './news.api.ts';
import { NEWS_STALE_TIME, newsKeys, unwrap, useReaderLanguage, useViewerId } from './news.queries.ts';

/**
 * The infinite feed of /news: page 1, then the current page plus one while hasNextPage. `sentAnswer`
 * gives a visitor's page as it came with the HTML (ADR 030), when it did. Apart from news.queries.ts:
 * only /news loads it, so the home page's first load does not.
 */
export function useNewsFeed(
  filter: Omit<NewsListParams, 'pageNumber' | 'pageSize' | 'lng'>,
  { sentAnswer }: { sentAnswer?: (path: string) => unknown } = {},
) {
  const viewer = useViewerId();
  // A member's pages say which articles they saved: theirs are never the visitor's the page came with.
  const isVisitor = useSessionStore((state) => state.token === '');
  const params = { ...filter, pageSize: NEWS_LIST_PAGE_SIZE, lng: useReaderLanguage() };
  return useInfiniteQuery({
    queryKey: newsKeys.list(viewer, params),
    queryFn: async ({ pageParam }) => {
      const listParams = { ...params, pageNumber: pageParam };
      const sent = isVisitor ? sentAnswer?.(`/news?${newsQueryString(listParams)}`) : undefined;
      return unwrap((sent as Envelope<NewsPage> | undefined) ?? (await newsApi.list(listParams)));
    },
    initialPageParam: 1,
    getNextPageParam: (last: NewsPage) => (last.hasNextPage ? last.currentPage + 1 : undefined),
    staleTime: NEWS_STALE_TIME,
  });
}
