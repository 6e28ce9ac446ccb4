import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AuditListParams, auditApi } from './audit.api.ts';

export const AUDIT_PAGE_SIZE = 50;

export const auditListQueryOptions = (params: AuditListParams) =>
  queryOptions({
    queryKey: ['admin-ops', 'audit', params] as const,
    queryFn: async () => (await auditApi.list(params)).data,
    placeholderData: keepPreviousData,
  });
