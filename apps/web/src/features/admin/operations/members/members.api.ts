import type { Envelope, MEMBER_FILTERS, Member, MemberPageResponseSchema } from '@maplebridge/contracts';
import type { z } from 'zod';
import { apiRequest } from '#shared/api/api-client.ts';

export type MemberFilter = (typeof MEMBER_FILTERS)[number];
export type MemberPage = z.infer<typeof MemberPageResponseSchema>['data'];

export interface MemberListParams {
  keyword: string;
  status: MemberFilter;
  pageNumber: number;
  pageSize: number;
}

export function memberQueryString({ keyword, status, pageNumber, pageSize }: MemberListParams): string {
  const query = new URLSearchParams();
  if (keyword.trim()) query.set('keyword', keyword.trim());
  query.set('status', status);
  query.set('PageNumber', String(pageNumber));
  query.set('PageSize', String(pageSize));
  return query.toString();
}

const memberPath = (id: string, what: 'active' | 'role') =>
  `/admin/members/${encodeURIComponent(id)}/${what}`;

export const membersApi = {
  list: (params: MemberListParams) =>
    apiRequest<Envelope<MemberPage>>(`/admin/members?${memberQueryString(params)}`),
  setActive: (id: string, active: boolean) =>
    apiRequest<Envelope<Member>>(memberPath(id, 'active'), { method: 'PUT', body: { active } }),
  setRole: (id: string, isAdmin: boolean) =>
    apiRequest<Envelope<Member>>(memberPath(id, 'role'), { method: 'PUT', body: { isAdmin } }),
};
