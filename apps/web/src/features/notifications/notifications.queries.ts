import { NOTIFICATION_STATUS, type Notification } from '@maplebridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { notificationsApi } from './notifications.api.ts';

/** New notifications show up within a minute while the page is open. */
const REFRESH_MS = 60_000;

/** Unread for the badge and for bulk marking: not read, and not in Error status (spec section 4). */
export const isUnread = (item: Notification) => !item.isRead && item.status !== NOTIFICATION_STATUS.error;

const markedRead = (item: Notification): Notification =>
  isUnread(item) ? { ...item, isRead: true, status: NOTIFICATION_STATUS.read } : item;

export function useNotifications() {
  const userId = useSessionStore((state) => state.user?.id);
  return useQuery({
    queryKey: ['notifications', userId],
    queryFn: async () => (await notificationsApi.list()).data.items,
    enabled: userId !== undefined,
    refetchInterval: REFRESH_MS,
  });
}

/** Marks read on the server, then flags the items read in the cache (no refetch needed). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id);
  const flag = (ids: string[]) =>
    queryClient.setQueryData<Notification[]>(['notifications', userId], (items) =>
      items?.map((item) => (ids.includes(item.messageId) ? markedRead(item) : item)),
    );
  return {
    all: useMutation({
      mutationFn: async (ids: string[]) => {
        await notificationsApi.markAllRead(ids);
        return ids;
      },
      onSuccess: flag,
    }),
    one: useMutation({
      mutationFn: async (id: string) => {
        await notificationsApi.markRead(id);
        return [id];
      },
      onSuccess: flag,
    }),
  };
}
