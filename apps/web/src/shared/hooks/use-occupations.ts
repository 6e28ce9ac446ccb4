import type { Envelope, Language, Occupation } from '@maplebridge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#shared/api/api-client.ts';

/** The occupation calls of issue 19 (apps/server/src/modules/occupations). */
export const occupationsApi = {
  search: (q: string, language: Language) =>
    apiRequest<Envelope<{ items: Occupation[] }>>(
      `/occupations?${new URLSearchParams({ q, language }).toString()}`,
    ),
  get: (code: string) => apiRequest<Envelope<Occupation>>(`/occupations/${encodeURIComponent(code)}`),
};

export const occupationKeys = {
  search: (q: string, language: Language) => ['occupations', 'search', language, q] as const,
  one: (code: string | undefined) => ['occupations', 'one', code] as const,
};

/** Occupations matching `q`, best first; the last answer stays while the next one arrives. */
export function useOccupationSearch(q: string, language: Language) {
  return useQuery({
    queryKey: occupationKeys.search(q, language),
    queryFn: async () => (await occupationsApi.search(q, language)).data.items,
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

export function useOccupation(code: string | undefined) {
  return useQuery({
    queryKey: occupationKeys.one(code),
    queryFn: async () => (await occupationsApi.get(code ?? '')).data,
    enabled: code !== undefined,
  });
}
