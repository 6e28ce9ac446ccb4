import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#shared/api/api-error.ts';
import { createQueryClient } from './query-client.ts';

/** How many times a query function runs before the query settles, with retries made instant. */
async function attemptsFor(error: Error) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  const queryFn = vi.fn().mockRejectedValue(error);
  await client.fetchQuery({ queryKey: ['probe'], queryFn }).catch(() => undefined);
  return queryFn.mock.calls.length;
}

describe('createQueryClient', () => {
  it('retries a server fault or a lost connection 3 times (spec section 9)', async () => {
    expect(await attemptsFor(new ApiError(503, 'down', 'server.unavailable'))).toBe(4);
    expect(await attemptsFor(new ApiError(0, 'offline', 'network.unreachable'))).toBe(4);
    expect(await attemptsFor(new Error('parse'))).toBe(4);
  });

  it('does not retry an answer that will not change: a bad request, a missing page, a refusal', async () => {
    for (const status of [400, 401, 403, 404, 422])
      expect(await attemptsFor(new ApiError(status, 'no', 'request.invalid'))).toBe(1);
  });

  it('retries a 408 and a 429, which ask to try again', async () => {
    expect(await attemptsFor(new ApiError(408, 'slow', 'request.invalid'))).toBe(4);
    expect(await attemptsFor(new ApiError(429, 'wait', 'request.tooMany', [], 0))).toBe(4);
  });
});
