import type { AuditPageResponseSchema, Envelope } from '@maplebridge/contracts';
import type { z } from 'zod';
import { apiRequest } from '#shared/api/api-client.ts';

export type AuditPage = z.infer<typeof AuditPageResponseSchema>['data'];

export interface AuditListParams {
  /** Only actions starting with this (`admin.members`); empty for all. */
  action: string;
  pageNumber: number;
  pageSize: number;
}

export const auditApi = {
  list: ({ action, pageNumber, pageSize }: AuditListParams) => {
    const query = new URLSearchParams();
    if (action) query.set('action', action);
    query.set('PageNumber', String(pageNumber));
    query.set('PageSize', String(pageSize));
    return apiRequest<Envelope<AuditPage>>(`/admin/audit-log?${query}`);
  },
};
