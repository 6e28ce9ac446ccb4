import type { SiteNoticeInput } from '@maplebridge/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSiteNotices } from '#shared/hooks/use-site-notices.ts';
import { noticesAdminApi } from './notices.api.ts';

export const noticesKeys = { all: ['admin', 'content', 'notices'] as const };

export const adminNoticesQueryOptions = () =>
  queryOptions({ queryKey: noticesKeys.all, queryFn: noticesAdminApi.findAll });

/** After a change: the console's list, and the bar under this tab's header. */
function useNoticesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: noticesKeys.all }),
      refreshSiteNotices(queryClient).catch(() => undefined),
    ]);
}

/** Publishes a notice without an id, else replaces that one. */
export function useSaveNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SiteNoticeInput }) =>
      id === undefined ? noticesAdminApi.create(input) : noticesAdminApi.update(id, input),
    onSuccess: changed,
  });
}

export function useDeleteNotice() {
  const changed = useNoticesChanged();
  return useMutation({ mutationFn: (id: string) => noticesAdminApi.delete(id), onSuccess: changed });
}
