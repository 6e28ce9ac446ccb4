import type {
  DrawCategory,
  DrawImportResponseSchema,
  DrawInput,
  DrawPageResponseSchema,
  Envelope,
} from '@maplebridge/contracts';
import type { z } from 'zod';
import { apiRequest } from '#shared/api/api-client.ts';

export type DrawPage = z.infer<typeof DrawPageResponseSchema>['data'];
export type DrawOutcome = z.infer<typeof DrawImportResponseSchema>['data'];

export interface DrawListParams {
  category: DrawCategory | 'all';
  pageNumber: number;
  pageSize: number;
}

export function drawQueryString({ category, pageNumber, pageSize }: DrawListParams): string {
  const query = new URLSearchParams();
  if (category !== 'all') query.set('category', category);
  query.set('PageNumber', String(pageNumber));
  query.set('PageSize', String(pageSize));
  // The public list is cacheable for a minute; staff must see a round they just added.
  query.set('fresh', String(Date.now()));
  return query.toString();
}

export const drawsAdminApi = {
  list: (params: DrawListParams) => apiRequest<Envelope<DrawPage>>(`/draws?${drawQueryString(params)}`),
  create: (body: DrawInput) => apiRequest<Envelope<DrawOutcome>>('/admin/draws', { method: 'POST', body }),
  /** The body is the IRCC rounds file itself, already parsed, sent back as JSON. */
  importRounds: (rounds: unknown) =>
    apiRequest<Envelope<DrawOutcome>>('/admin/draws/import', { method: 'POST', body: rounds }),
};
