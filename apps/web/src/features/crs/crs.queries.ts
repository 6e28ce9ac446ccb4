import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { crsApi } from './crs.api.ts';

export const crsKeys = {
  history: (userId: string | undefined) => ['crs', 'history', userId] as const,
  result: (id: string | undefined) => ['crs', 'result', id] as const,
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
