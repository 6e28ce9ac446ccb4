import type { DrawInput } from '@maplebridge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedListQueryOptions } from '../paged-list.ts';
import { drawsAdminApi } from './draws.api.ts';

export const DRAWS_PAGE_SIZE = 20;

export const drawsKeys = {
  all: ['admin-ops', 'draws'] as const,
};

export const drawsListQueryOptions = pagedListQueryOptions(drawsKeys.all, drawsAdminApi.list);

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
