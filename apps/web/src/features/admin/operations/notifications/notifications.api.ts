import type { Envelope, Notification, NotificationInput } from '@maplebridge/contracts';
import { apiRequest } from '#shared/api/api-client.ts';

/**
 * A sent notification as the console lists it. The audience fields are read when the server sends
 * them (`userId` null means everyone); `NotificationSchema` does not carry them yet.
 */
export type SentNotification = Notification & { userId?: string | null; recipientEmail?: string | null };

export const notificationsAdminApi = {
  list: () => apiRequest<Envelope<{ items: SentNotification[] }>>('/admin/notifications'),
  send: (body: NotificationInput) =>
    apiRequest<Envelope<SentNotification>>('/admin/notifications', { method: 'POST', body }),
  delete: (messageId: string) =>
    apiRequest<Envelope<null>>(`/admin/notifications/${encodeURIComponent(messageId)}`, { method: 'DELETE' }),
};
