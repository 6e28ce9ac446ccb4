import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

/** In memory on one process; in Redis when REDIS_URL is set, so replicas share one count. */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    // The budget is for the API: one page view loads a dozen hashed assets and images, which
    // cost little and are cached, and must not use up a family's or an office's shared IP.
    allowList: (request) => !request.url.startsWith('/api/'),
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.timeWindowMs,
    redis,
    nameSpace: config.rateLimit.redisNamespace,
    // Fail open: a Redis outage must not take the API down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const error = new Error(`Too many requests; retry in ${context.after}.`) as Error & {
        statusCode: number;
        code: string;
      };
      error.statusCode = context.statusCode;
      error.code = 'FST_ERR_RATE_LIMIT';
      return error;
    },
  });
}

/**
 * A budget of its own for one kind of request, on top of the global per-IP limit (only one
 * `rateLimit` handler runs per request, so extra budgets use `createRateLimit`). The guard throws
 * `request.tooMany` with the seconds to wait once the budget is spent.
 */
export function createBudget(
  app: FastifyInstance,
  name: string,
  { max, windowMs }: { max: number; windowMs: number },
  key: (request: FastifyRequest) => string,
) {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(
        'request.tooMany',
        'Too many attempts; please wait before trying again.',
        undefined,
        result.ttlInSeconds,
      );
    }
  };
}
