import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';

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

/** What `ListTable` shows of a paged query: the query, the rows of the page shown, and the pager. */
export function pagedTable<Page extends { items: unknown[] }>(
  query: UseQueryResult<Page>,
  pager: { page: number; onChange(page: number): void; label: string },
) {
  const items: Page['items'] = query.data?.items ?? [];
  return { query, items, pager };
}

/**
 * A console list the API pages, filtered by one select: the filter as that select's value and change
 * (`filterSelect`; a change starts again at page 1), and `table`, what `ListTable` shows of the page
 * (`pagedTable`, the pager named `pagerLabel`).
 */
export function usePagedList<Filter extends string, Page extends { items: unknown[] }, Key extends QueryKey>(
  initial: Filter,
  queryOf: (filter: Filter, pageNumber: number) => UseQueryOptions<Page, Error, Page, Key>,
  pagerLabel: string,
) {
  const { filter, changeFilter, page, setPage } = usePagedFilter(initial);
  const query = useQuery(queryOf(filter, page));
  const filterSelect = {
    value: filter,
    // The select offers only the filter's values.
    onChange: (event: ChangeEvent<HTMLSelectElement>) => changeFilter(event.target.value as Filter),
  };
  return {
    filter,
    filterSelect,
    setPage,
    table: pagedTable(query, { page, onChange: setPage, label: pagerLabel }),
  };
}
