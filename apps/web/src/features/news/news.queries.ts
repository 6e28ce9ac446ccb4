import {
  type Envelope,
  type Language,
  NEWS_UNSAVED_MESSAGE,
  type NewsItem,
  type NewsListParams,
  type NewsPage,
  type NewsSummary,
  POST_FILTERS,
  RECOMMENDED_TAG,
} from '@maplebridge/contracts';
import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { newsApi } from './news.api.ts';

/** Spec section 9: news and tag data stay fresh for 5 minutes. */
export const NEWS_STALE_TIME = 300_000;
export const HOME_NEWS_PAGE_SIZE = 4;
export const RELATED_NEWS_PAGE_SIZE = 4;

// `isSaved` depends on who asks, so the member is part of every news key.
export const useViewerId = () => useSessionStore((state) => state.user?.id ?? 'visitor');
// Lists show each story in the language shown, so they change with it (and the labels with them).
export const useReaderLanguage = () => useTranslation().i18n.language as Language;

export const newsKeys = {
  all: ['news'] as const,
  list: (viewer: string, filter: Omit<NewsListParams, 'pageNumber'>) =>
    ['news', 'list', viewer, filter] as const,
  page: (viewer: string, params: NewsListParams) => ['news', 'page', viewer, params] as const,
  item: (viewer: string, id: string | undefined) => ['news', 'item', viewer, id] as const,
};

export const unwrap = <T>(envelope: Envelope<T>): T => {
  if (envelope.status !== 200) throw new Error(envelope.message);
  return envelope.data;
};

/** One page of news: the home block, recommended and related lists. */
export function useNewsPage(pageParams: Omit<NewsListParams, 'lng'>, options: { enabled?: boolean } = {}) {
  const viewer = useViewerId();
  const params = { ...pageParams, lng: useReaderLanguage() };
  return useQuery({
    queryKey: newsKeys.page(viewer, params),
    queryFn: async () => unwrap(await newsApi.list(params)),
    staleTime: NEWS_STALE_TIME,
    enabled: options.enabled ?? true,
  });
}

export const useRecommendedNews = () =>
  useNewsPage({ pageNumber: 1, pageSize: 10, postEnum: POST_FILTERS.recommended });

/** Articles sharing a tag with this one (not counting `recommended`), without it. */
export function useRelatedNews(item: NewsItem | undefined) {
  const tags = (item?.tags ?? []).filter((tag) => tag.name !== RECOMMENDED_TAG).map((tag) => tag.id);
  return useNewsPage(
    { pageNumber: 1, pageSize: RELATED_NEWS_PAGE_SIZE, tags, excludeId: item?.id },
    { enabled: tags.length > 0 },
  );
}

export function useNewsItem(id: string | undefined) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: newsKeys.item(viewer, id),
    queryFn: async () => unwrap(await newsApi.get(id)) as NewsItem,
    staleTime: NEWS_STALE_TIME,
  });
}

export function useTags() {
  return useQuery({
    queryKey: ['tags'],
    queryFn: async () => unwrap(await newsApi.tags()).items,
    staleTime: NEWS_STALE_TIME,
  });
}

export function useSlides() {
  return useQuery({ queryKey: ['slides'], queryFn: async () => unwrap(await newsApi.slides()).items });
}

type CachedNews = InfiniteData<NewsPage> | NewsPage | NewsItem | undefined;

/** The cached list, page or item, with this article's saved state changed. */
function withSaved(data: CachedNews, id: string, isSaved: boolean): CachedNews {
  const patch = <T extends NewsSummary>(item: T): T => (item.id === id ? { ...item, isSaved } : item);
  if (!data) return data;
  if ('pages' in data)
    return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(patch) })) };
  if ('items' in data) return { ...data, items: data.items.map(patch) };
  return patch(data);
}

/** Saves or unsaves; the server's message tells which (spec section 4). */
export function useToggleSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const envelope = await newsApi.toggleSave(id);
      return { id, isSaved: envelope.message !== NEWS_UNSAVED_MESSAGE };
    },
    onSuccess: ({ id, isSaved }) => {
      queryClient.setQueriesData<CachedNews>({ queryKey: newsKeys.all }, (data) =>
        withSaved(data, id, isSaved),
      );
      // The saved-posts filter must now gain or lose the article.
      void queryClient.invalidateQueries({
        queryKey: newsKeys.all,
        predicate: (query) =>
          (query.queryKey[3] as NewsListParams | undefined)?.postEnum === POST_FILTERS.saved,
      });
    },
  });
}
