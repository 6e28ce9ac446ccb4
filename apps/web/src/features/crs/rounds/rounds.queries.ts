import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type RoundsPageParams, roundsApi } from './rounds.api.ts';

export const roundsKeys = {
  cutOffs: ['crs', 'rounds', 'cut-offs'] as const,
  page: (params: RoundsPageParams) => ['crs', 'rounds', 'page', params] as const,
};

/** Rounds come a few times a month and the server caches them a minute: no need to ask sooner. */
const ROUNDS_STALE_MS = 60_000;

/** Every round's cut-off, oldest first: the chart filters them by category and period itself. */
export const cutOffsQueryOptions = () =>
  queryOptions({
    queryKey: roundsKeys.cutOffs,
    queryFn: async () => (await roundsApi.cutOffs()).data.items,
    staleTime: ROUNDS_STALE_MS,
  });

/** One page of the table; the page shown stays while the next one loads. */
export const roundsPageQueryOptions = (params: RoundsPageParams) =>
  queryOptions({
    queryKey: roundsKeys.page(params),
    queryFn: async () => (await roundsApi.page(params)).data,
    staleTime: ROUNDS_STALE_MS,
    placeholderData: keepPreviousData,
  });
