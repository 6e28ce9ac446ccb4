import { QueryClient } from '@tanstack/react-query';

/** The spec's retry rules (section 9): 3 retries, delay doubling from 1 s, capped at 30 s. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
      },
    },
  });
}
