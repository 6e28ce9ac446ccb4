import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#shared/api/api-error.ts';

const MAX_RETRIES = 3;

/**
 * A 4xx answer says the request itself is wrong or refused (a bad id, a missing article, a signed-out
 * member): asking again gives the same answer, so the page shows it at once. 408 and 429 ask to retry.
 */
const isFinal = (error: Error) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/** The spec's retry rules (section 9): 3 retries, delay doubling from 1 s, capped at 30 s. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && !isFinal(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
      },
    },
  });
}
