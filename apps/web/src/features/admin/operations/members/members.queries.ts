import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type MemberListParams, membersApi } from './members.api.ts';

export const MEMBERS_PAGE_SIZE = 20;

export const membersKeys = {
  all: ['admin-ops', 'members'] as const,
  list: (params: MemberListParams) => ['admin-ops', 'members', 'list', params] as const,
};

export const membersListQueryOptions = (params: MemberListParams) =>
  queryOptions({
    queryKey: membersKeys.list(params),
    queryFn: async () => (await membersApi.list(params)).data,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

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
