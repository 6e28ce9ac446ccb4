import type { DrawCategory, DrawCutOffsResponseSchema, DrawPageResponseSchema } from '@maplebridge/contracts';
import type { z } from 'zod';
import { apiRequest } from '#shared/api/api-client.ts';

export type RoundsPage = z.infer<typeof DrawPageResponseSchema>;
export type CutOffs = z.infer<typeof DrawCutOffsResponseSchema>;

export interface RoundsPageParams {
  category: DrawCategory | 'all';
  from: string | undefined;
  pageNumber: number;
}

export const ROUNDS_PAGE_SIZE = 20;

/** The public rounds: every cut-off for the chart, and the table's pages, newest first. */
export const roundsApi = {
  cutOffs: () => apiRequest<CutOffs>('/draws/cut-offs'),
  page: ({ category, from, pageNumber }: RoundsPageParams) => {
    const query = new URLSearchParams();
    if (category !== 'all') query.set('category', category);
    if (from) query.set('from', from);
    query.set('PageNumber', String(pageNumber));
    query.set('PageSize', String(ROUNDS_PAGE_SIZE));
    return apiRequest<RoundsPage>(`/draws?${query}`);
  },
};
