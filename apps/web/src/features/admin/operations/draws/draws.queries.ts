import type { DrawInput } from '@maplebridge/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type DrawListParams, drawsAdminApi } from './draws.api.ts';

export const DRAWS_PAGE_SIZE = 20;

export const drawsKeys = {
  all: ['admin-ops', 'draws'] as const,
  list: (params: DrawListParams) => ['admin-ops', 'draws', 'list', params] as const,
};

export const drawsListQueryOptions = (params: DrawListParams) =>
  queryOptions({
    queryKey: drawsKeys.list(params),
    queryFn: async () => (await drawsAdminApi.list(params)).data,
    placeholderData: keepPreviousData,
  });

/** After a round is added or a file imported, every page of the list is asked for again. */
function useRefreshDraws() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: drawsKeys.all });
}

export function useCreateDraw() {
  const refresh = useRefreshDraws();
  return useMutation({
    mutationFn: async (input: DrawInput) => (await drawsAdminApi.create(input)).data,
    onSuccess: refresh,
  });
}

export function useImportDraws() {
  const refresh = useRefreshDraws();
  return useMutation({
    mutationFn: async (rounds: unknown) => (await drawsAdminApi.importRounds(rounds)).data,
    onSuccess: refresh,
  });
}
