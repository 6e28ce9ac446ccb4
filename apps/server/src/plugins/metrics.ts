import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from '../errors.ts';

/** Latency buckets in seconds: a CRS calculation takes ~1 ms, a news search up to ~0.5 s. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The status counted for a request whose client left before its answer went out. */
export const CLIENT_CLOSED_REQUEST = 499;

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's figures, scraped at `GET /api/metrics`: a module adds its own (the outbox depth). */
    metrics: Registry;
  }
}

let processMetrics: Registry | undefined;

/**
 * Node's default metrics (event-loop lag, heap, GC, CPU, memory), one set per process: they describe
 * the process whatever apps it runs, and prom-client cannot stop their collectors (a GC observer and
 * an event-loop monitor, neither of which keeps the process alive), so a set per app would pile up
 * with every app a test starts.
 */
function defaultMetrics() {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

interface MetricsOptions {
  /** When set, a scrape must carry `Authorization: Bearer <token>`. */
  token?: string | undefined;
}

/**
 * `GET /api/metrics` in Prometheus' text format: requests by route and status, their latencies,
 * what modules add, and Node's default metrics. Kept in this app: each replica is scraped on its own.
 */
export function registerMetrics(app: FastifyInstance, { token }: MetricsOptions) {
  const registry = new Registry();
  app.decorate('metrics', registry);
  app.addHook('onClose', async () => registry.clear());
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests, by method, route and status (499: the client left before the answer).',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latencies = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route.',
    labelNames: ['method', 'route'],
    buckets: BUCKETS,
    registers: [registry],
  });

  // Each request is counted once: when its answer went out, or when its client left first.
  const counted = new WeakSet<FastifyRequest>();
  /** `seconds` to answer; none when nothing was answered. */
  const count = (request: FastifyRequest, status: number, seconds?: number) => {
    if (counted.has(request)) return;
    counted.add(request);
    // The route's pattern, never the raw URL: ids and queries would make every request a new series.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched' };
    requests.inc({ ...labels, status });
    if (seconds !== undefined) latencies.observe(labels, seconds);
  };

  app.addHook('onResponse', async (request, reply) => {
    count(request, reply.statusCode, reply.elapsedTime / 1000);
  });
  // A client that left before its answer went out: not an error of ours, whatever the handler was
  // doing. Counted as nginx's 499, "client closed request". Node marks such a request aborted only
  // while its body was still unread, so the answer's `close` without `finish` is what tells.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished || counted.has(request)) return;
      request.log.info('client closed the connection before the answer');
      count(request, CLIENT_CLOSED_REQUEST);
    });
  });

  app.get(
    '/api/metrics',
    { config: { actionName: 'metrics' }, schema: { hide: true } },
    async (request, reply) => {
      if (token && request.headers.authorization !== `Bearer ${token}`) {
        throw new AppError('auth.unauthorized', 'Metrics need the metrics token.');
      }
      const scraped = Registry.merge([registry, defaultMetrics()]);
      reply.type(scraped.contentType);
      return scraped.metrics();
    },
  );
}
