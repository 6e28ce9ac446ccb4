import type { NewsItem, Slide, SlideInput } from '@maplebridge/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminNewsQuery, contentApi } from './content.api.ts';

export const ADMIN_NEWS_PAGE_SIZE = 20;
export const ARTICLE_SEARCH_PAGE_SIZE = 8;

export const contentKeys = {
  all: ['admin', 'content'] as const,
  news: ['admin', 'content', 'news'] as const,
  newsList: (query: AdminNewsQuery) => ['admin', 'content', 'news', 'list', query] as const,
  newsItem: (id: string) => ['admin', 'content', 'news', 'item', id] as const,
  tags: ['admin', 'content', 'tags'] as const,
  slides: ['admin', 'content', 'slides'] as const,
};

// What the public pages cached in this tab (features/news keys) must be read again after a change.
const PUBLIC_KEYS = { news: ['news'], tags: ['tags'], slides: ['slides'] } as const;

export const adminNewsListQueryOptions = (query: AdminNewsQuery) =>
  queryOptions({
    queryKey: contentKeys.newsList(query),
    queryFn: () => contentApi.findNews(query),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const adminNewsItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: contentKeys.newsItem(id), queryFn: () => contentApi.getNewsById(id) });

export const adminTagsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.tags, queryFn: async () => (await contentApi.findTags()).items });

export const adminSlidesQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.slides, queryFn: async () => (await contentApi.findSlides()).items });

export const useAdminTags = () => useQuery(adminTagsQueryOptions());

/** After an article changed: the console's lists and the site's own news caches. */
export function useNewsChanged() {
  const queryClient = useQueryClient();
  return (article?: NewsItem) => {
    if (article) queryClient.setQueryData(contentKeys.newsItem(article.id), article);
    void queryClient.invalidateQueries({ queryKey: [...contentKeys.news, 'list'] });
    void queryClient.invalidateQueries({ queryKey: PUBLIC_KEYS.news });
  };
}

export function useSetNewsPublished() {
  const changed = useNewsChanged();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: string; isPublished: boolean }) =>
      isPublished ? contentApi.publishNews(id) : contentApi.unpublishNews(id),
    onSuccess: (article) => changed(article),
  });
}

export function useDeleteNews() {
  const changed = useNewsChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => contentApi.deleteNews(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.newsItem(id) });
      changed();
    },
  });
}

function useTagsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.tags });
    void queryClient.invalidateQueries({ queryKey: PUBLIC_KEYS.tags });
    // Articles carry their tags' names.
    void queryClient.invalidateQueries({ queryKey: contentKeys.news });
    void queryClient.invalidateQueries({ queryKey: PUBLIC_KEYS.news });
  };
}

/** Saves a tag or a slide: adds it without an id, else changes that one; then `changed` refreshes. */
function useSaveMutation<Input, Item>(
  create: (input: Input) => Promise<Item>,
  update: (id: number, input: Input) => Promise<Item>,
  changed: () => unknown,
) {
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: Input }) =>
      id === undefined ? create(input) : update(id, input),
    onSuccess: changed,
  });
}

export function useSaveTag() {
  return useSaveMutation(contentApi.createTag, contentApi.updateTag, useTagsChanged());
}

export function useDeleteTag() {
  const changed = useTagsChanged();
  return useMutation({ mutationFn: (id: number) => contentApi.deleteTag(id), onSuccess: changed });
}

/** Its English title is left out: the server keeps it as it is. */
export const slideWithOrder = (
  { title, imageURL, newsExternalId, externalLink, active }: Slide,
  order: number,
): SlideInput => ({ title, imageURL, newsExternalId, externalLink, order, active });

/** Resolves once the console's list is read again, so a caller can focus what moved. */
function useSlidesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.slides }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_KEYS.slides }),
    ]);
}

export function useSaveSlide() {
  return useSaveMutation(contentApi.createSlide, contentApi.updateSlide, useSlidesChanged());
}

/** New orders for several slides at once (moving one swaps it with its neighbour). */
export function useReorderSlides() {
  const changed = useSlidesChanged();
  return useMutation({
    mutationFn: (changes: Array<{ slide: Slide; order: number }>) =>
      Promise.all(
        changes.map(({ slide, order }) => contentApi.updateSlide(slide.id, slideWithOrder(slide, order))),
      ),
    onSettled: changed,
  });
}

export function useDeleteSlide() {
  const changed = useSlidesChanged();
  return useMutation({ mutationFn: (id: number) => contentApi.deleteSlide(id), onSuccess: changed });
}
