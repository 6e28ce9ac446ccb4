import type { NotificationInput } from '@maplebridge/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsAdminApi } from './notifications.api.ts';

export const sentNotificationsKeys = { all: ['admin-ops', 'notifications'] as const };

export const sentNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: sentNotificationsKeys.all,
    queryFn: async () => (await notificationsAdminApi.list()).data.items,
  });

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NotificationInput) => (await notificationsAdminApi.send(input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentNotificationsKeys.all }),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => notificationsAdminApi.delete(messageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentNotificationsKeys.all }),
  });
}
