import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The query of a console list the API pages: its key (the area's, then `list` and the params) and its
 * fetch. The page shown stays on screen while the next one loads.
 */
export function pagedListQueryOptions<Params, Page>(
  area: readonly string[],
  fetchPage: (params: Params) => Promise<{ data: Page }>,
) {
  return (params: Params) =>
    queryOptions({
      queryKey: [...area, 'list', params] as const,
      queryFn: async () => (await fetchPage(params)).data,
      placeholderData: keepPreviousData,
    });
}

/** A paged list's filter and page: a changed filter starts again at page 1. */
export function usePagedFilter<Filter>(initial: Filter) {
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  const changeFilter = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  return { filter, changeFilter, page, setPage };
}
