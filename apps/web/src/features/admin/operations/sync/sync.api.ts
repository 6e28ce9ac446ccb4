import type { Envelope, SyncJobName, SyncJobStatus, SyncRunAnswer } from '@maplebridge/contracts';
import { apiRequest } from '#shared/api/api-client.ts';

export const syncApi = {
  list: () => apiRequest<Envelope<{ items: SyncJobStatus[] }>>('/admin/sync'),
  run: (job: SyncJobName) =>
    apiRequest<Envelope<SyncRunAnswer>>(`/admin/sync/${job}/run`, { method: 'POST' }),
};
