import type { Envelope, SupportMessage, SupportMessagePageResponseSchema } from '@maplebridge/contracts';
import type { z } from 'zod';
import { apiRequest } from '#shared/api/api-client.ts';

export type MessagePage = z.infer<typeof SupportMessagePageResponseSchema>['data'];
export type MessageFilter = 'open' | 'handled' | 'all';
export const MESSAGE_FILTERS: readonly MessageFilter[] = ['open', 'handled', 'all'];

export interface MessageListParams {
  status: MessageFilter;
  pageNumber: number;
  pageSize: number;
}

const messagePath = (id: string) => `/admin/contact-messages/${encodeURIComponent(id)}`;

export const messagesApi = {
  list: ({ status, pageNumber, pageSize }: MessageListParams) =>
    apiRequest<Envelope<MessagePage>>(
      `/admin/contact-messages?${new URLSearchParams({
        status,
        PageNumber: String(pageNumber),
        PageSize: String(pageSize),
      })}`,
    ),
  get: (id: string) => apiRequest<Envelope<SupportMessage>>(messagePath(id)),
  setHandled: (id: string, handled: boolean) =>
    apiRequest<Envelope<SupportMessage>>(`${messagePath(id)}/handled`, { method: 'PUT', body: { handled } }),
  retry: (id: string, deliveryId: string) =>
    apiRequest<Envelope<SupportMessage>>(
      `${messagePath(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
      { method: 'POST' },
    ),
};
