import type { SyncJobName, SyncJobStatus } from '@maplebridge/contracts';
import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { syncApi } from './sync.api.ts';

/** While a server runs an import, its status is asked for again this often. */
const RUNNING_POLL_MS = 5_000;

export const syncKeys = { all: ['admin-ops', 'sync'] as const };

export const syncStatusQueryOptions = () =>
  queryOptions({
    queryKey: syncKeys.all,
    queryFn: async () => (await syncApi.list()).data.items,
    refetchInterval: (query) => (query.state.data?.some((job) => job.isRunning) ? RUNNING_POLL_MS : false),
  });

/**
 * Staff's "run now": the job's new status replaces the old one, and the list of what it imports
 * (`refreshes`) is asked for again.
 */
export function useRunSync(job: SyncJobName, refreshes: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await syncApi.run(job)).data,
    onSuccess: (answer) => {
      queryClient.setQueryData<SyncJobStatus[]>(syncKeys.all, (jobs) =>
        jobs?.map((each) => (each.job === answer.job.job ? answer.job : each)),
      );
      if (answer.hasRun) void queryClient.invalidateQueries({ queryKey: refreshes });
    },
  });
}
