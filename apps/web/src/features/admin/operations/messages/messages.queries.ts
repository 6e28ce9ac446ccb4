import type { SupportMessage } from '@maplebridge/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedListQueryOptions } from '../paged-list.ts';
import { messagesApi } from './messages.api.ts';

export const MESSAGES_PAGE_SIZE = 20;

export const messagesKeys = {
  all: ['admin-ops', 'messages'] as const,
  item: (id: string) => ['admin-ops', 'messages', 'item', id] as const,
};

export const messagesListQueryOptions = pagedListQueryOptions(messagesKeys.all, messagesApi.list);

/** One message, fresh from the server; the list's copy is shown meanwhile. */
export const messageQueryOptions = (id: string, fromList?: SupportMessage) =>
  queryOptions({
    queryKey: messagesKeys.item(id),
    queryFn: async () => (await messagesApi.get(id)).data,
    placeholderData: fromList,
  });

/** The changed message as the server answers it goes into the cache; the lists are asked again. */
function useMessageChange<T extends { id: string }>(change: (input: T) => Promise<SupportMessage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // A refusal (a delivery no longer failed) means the copy on screen is stale.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: messagesKeys.item(id) }),
    onSuccess: (message) => {
      queryClient.setQueryData(messagesKeys.item(message.id), message);
      void queryClient.invalidateQueries({
        queryKey: messagesKeys.all,
        predicate: (query) => query.queryKey[2] === 'list',
      });
    },
  });
}

export const useSetHandled = () =>
  useMessageChange(
    async ({ id, handled }: { id: string; handled: boolean }) =>
      (await messagesApi.setHandled(id, handled)).data,
  );

export const useRetryDelivery = () =>
  useMessageChange(
    async ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      (await messagesApi.retry(id, deliveryId)).data,
  );
