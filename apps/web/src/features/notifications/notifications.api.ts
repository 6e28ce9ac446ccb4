import { type Envelope, NOTIFICATION_PAGE_SIZE, type Notification } from '@maplebridge/contracts';
import { apiRequest } from '#shared/api/api-client.ts';

export const notificationsApi = {
  list: () =>
    apiRequest<Envelope<{ items: Notification[]; hasNextPage: boolean }>>(
      `/notifications/user?PageNumber=1&PageSize=${NOTIFICATION_PAGE_SIZE}`,
    ),
  markAllRead: (messageIds: string[]) =>
    apiRequest<Envelope<{ marked: number }>>('/notifications/mark-as-read-bulk', {
      method: 'PUT',
      body: messageIds,
    }),
  markRead: (messageId: string) =>
    apiRequest<Envelope<{ marked: number }>>(`/notifications/${encodeURIComponent(messageId)}/mark-as-read`, {
      method: 'PUT',
    }),
};
