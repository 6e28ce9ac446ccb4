import type { SavedCrsResult } from '@maplebridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { crsApi } from './crs.api.ts';

export const crsKeys = {
  history: (userId: string | undefined) => ['crs', 'history', userId] as const,
  result: (id: string | undefined) => ['crs', 'result', id] as const,
  shared: (token: string | undefined) => ['crs', 'shared', token] as const,
};

/** The member's last 5 saved results (home page history). */
export function useCrsHistory() {
  const userId = useSessionStore((state) => state.user?.id);
  return useQuery({
    queryKey: crsKeys.history(userId),
    queryFn: async () => (await crsApi.latest()).data,
    enabled: userId !== undefined,
  });
}

export function useSavedResult(id: string | undefined) {
  return useQuery({
    queryKey: crsKeys.result(id),
    queryFn: async () => (await crsApi.get(id ?? '')).data,
    enabled: id !== undefined,
  });
}

/** A result someone shared, read by its link's token (no session sent). */
export function useSharedResult(token: string | undefined) {
  return useQuery({
    queryKey: crsKeys.shared(token),
    queryFn: async () => (await crsApi.shared(token ?? '')).data,
    enabled: token !== undefined,
  });
}

/** What a change to one saved result does to the cache: its page gets `changes`, the history is read again. */
function useResultChanged() {
  const queryClient = useQueryClient();
  return (id: string, changes: Partial<SavedCrsResult>) => {
    queryClient.setQueryData<SavedCrsResult>(
      crsKeys.result(id),
      (saved) => saved && { ...saved, ...changes },
    );
    void queryClient.invalidateQueries({ queryKey: ['crs', 'history'] });
  };
}

/** Names a saved result (null or empty takes the name away). */
export function useRenameResult() {
  const changed = useResultChanged();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string | null }) =>
      (await crsApi.rename(id, name)).data,
    onSuccess: (saved) => changed(saved.id, { name: saved.name }),
  });
}

export function useDeleteResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => crsApi.remove(id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: crsKeys.result(id) });
      void queryClient.invalidateQueries({ queryKey: ['crs', 'history'] });
    },
  });
}

/** The result's share token: made on the first share, the same afterwards. */
export function useShareResult() {
  const changed = useResultChanged();
  return useMutation({
    mutationFn: async (id: string) => (await crsApi.share(id)).data.shareToken,
    onSuccess: (shareToken, id) => changed(id, { shareToken }),
  });
}

export function useStopSharing() {
  const changed = useResultChanged();
  return useMutation({
    mutationFn: (id: string) => crsApi.stopSharing(id),
    onSuccess: (_, id) => changed(id, { shareToken: null }),
  });
}
