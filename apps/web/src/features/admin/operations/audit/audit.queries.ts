import { pagedListQueryOptions } from '../paged-list.ts';
import { auditApi } from './audit.api.ts';

export const AUDIT_PAGE_SIZE = 50;

export const auditListQueryOptions = pagedListQueryOptions(['admin-ops', 'audit'], auditApi.list);
