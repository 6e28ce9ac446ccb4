import type { Envelope, SiteNotice, SiteNoticeInput } from '@maplebridge/contracts';
import { apiRequest } from '#shared/api/api-client.ts';

const dataOf = async <T>(request: Promise<Envelope<T>>): Promise<T> => (await request).data;
const noticePath = (id: string) => `/admin/notices/${encodeURIComponent(id)}`;

/** The console's site notices (apps/server/src/modules/notices). */
export const noticesAdminApi = {
  findAll: async () => (await dataOf(apiRequest<Envelope<{ items: SiteNotice[] }>>('/admin/notices'))).items,
  create: (input: SiteNoticeInput) =>
    dataOf(apiRequest<Envelope<SiteNotice>>('/admin/notices', { method: 'POST', body: input })),
  update: (id: string, input: SiteNoticeInput) =>
    dataOf(apiRequest<Envelope<SiteNotice>>(noticePath(id), { method: 'PUT', body: input })),
  delete: (id: string) => dataOf(apiRequest<Envelope<null>>(noticePath(id), { method: 'DELETE' })),
};
