import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedListQueryOptions } from '../paged-list.ts';
import { membersApi } from './members.api.ts';

export const MEMBERS_PAGE_SIZE = 20;

export const membersKeys = {
  all: ['admin-ops', 'members'] as const,
};

export const membersListQueryOptions = pagedListQueryOptions(membersKeys.all, membersApi.list);

export type MemberChange =
  | { id: string; change: 'active'; value: boolean }
  | {
      id: string;
      change: 'role';
      value: boolean;
    };

/** Deactivate / reactivate or promote / demote; every member list is asked for again after. */
export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change, value }: MemberChange) =>
      (change === 'active' ? await membersApi.setActive(id, value) : await membersApi.setRole(id, value))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
