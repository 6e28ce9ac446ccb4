import { isIPv4, isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6GroupsOf(address: string): number[] {
  // A trailing dotted IPv4 part (::ffff:192.0.2.1) stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const [a = 0, b = 0, c = 0, d = 0] = dotted ? dotted.slice(1).map(Number) : [];
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
    : address;
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const [head, tail] = text.split('::');
  const first = groupsOf(head);
  if (tail === undefined) return first;
  const last = groupsOf(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * Who a per-client budget counts, from an address: an IPv4 address as it is; an IPv6 address by its
 * /64, since one host or home is handed a whole /64 and can rotate through it at will; an
 * IPv4-mapped IPv6 address (::ffff:a.b.c.d) as its IPv4 address. A request whose client hung up
 * before its address was read has none: such requests share one budget, `unknown`.
 */
export function clientKeyOf(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.split('%')[0] ?? address;
  if (isIPv4(bare)) return bare;
  // Only a trusted proxy's X-Forwarded-For can name something else; it is counted as it is.
  if (!isIPv6(bare)) return `other:${bare.slice(0, 64).toLowerCase()}`;
  const groups = ipv6GroupsOf(bare.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The client behind a request, as budgets count it (the proxy's client under TRUST_PROXY). */
export function clientOf(request: FastifyRequest): string {
  return clientKeyOf(request.ip);
}

export const HEALTH_PATH = '/api/health';

/** In memory on one process; in Redis when REDIS_URL is set, so replicas share one count. */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    // The budget is for the API: one page view loads a dozen hashed assets and images, which
    // cost little and are cached, and must not use up a family's or an office's shared IP. The
    // health check is a load balancer's, several times a minute: a 429 would take the replica out.
    allowList: (request) => !request.url.startsWith('/api/') || request.url === HEALTH_PATH,
    keyGenerator: clientOf,
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
 * A budget of its own for one kind of request, on top of the global per-client limit (only one
 * `rateLimit` handler runs per request, so extra budgets use `createRateLimit`). The guard throws
 * `request.tooMany` with the seconds to wait once the budget is spent. Each guard counts apart in
 * memory: requests that must share a budget share one guard (with Redis, the name is the count).
 */
export function createBudget(
  app: FastifyInstance,
  name: string,
  { max, windowMs }: { max: number; windowMs: number },
  key: (request: FastifyRequest) => string | Promise<string> = clientOf,
) {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: async (request) => `${name}:${await key(request)}`,
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
