import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** Latency buckets in seconds: a CRS calculation takes ~1 ms, a news search up to ~0.5 s. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The status counted for a request whose client left before its answer went out. */
export const CLIENT_CLOSED_REQUEST = 499;

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

interface MetricsOptions {
  /** Rows waiting in each outbox (mail, CRM leads), read at each scrape. */
  outboxDepth(): Promise<Record<string, number>>;
  /** When set, a scrape must carry `Authorization: Bearer <token>`. */
  token?: string | undefined;
}

/**
 * `GET /api/metrics` in Prometheus' text format: requests by route and status, their latencies,
 * and the outbox depth. Kept in this process: each replica is scraped on its own.
 */
export function registerMetrics(app: FastifyInstance, { outboxDepth, token }: MetricsOptions) {
  const requests = new Map<string, number>();
  const latencies = new Map<string, Histogram>();

  // Each request is counted once: when its answer went out, or when its client left first.
  const counted = new WeakSet<FastifyRequest>();
  /** `seconds` to answer; none when nothing was answered. */
  const count = (request: FastifyRequest, status: number, seconds?: number) => {
    if (counted.has(request)) return;
    counted.add(request);
    // The route's pattern, never the raw URL: ids and queries would make every request a new series.
    const route = request.routeOptions.url ?? 'unmatched';
    const series = `${request.method} ${route} ${status}`;
    requests.set(series, (requests.get(series) ?? 0) + 1);
    if (seconds === undefined) return;
    const key = `${request.method} ${route}`;
    const histogram = latencies.get(key) ?? { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
    BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) histogram.counts[index] = (histogram.counts[index] ?? 0) + 1;
    });
    histogram.sum += seconds;
    histogram.count++;
    latencies.set(key, histogram);
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
      const lines = [
        '# HELP http_requests_total Requests, by method, route and status (499: the client left before the answer).',
        '# TYPE http_requests_total counter',
      ];
      for (const [key, total] of requests) {
        const [method = '', route = '', status = ''] = key.split(' ');
        lines.push(
          `http_requests_total{method="${method}",route="${label(route)}",status="${status}"} ${total}`,
        );
      }
      lines.push(
        '# HELP http_request_duration_seconds Time to answer, by method and route.',
        '# TYPE http_request_duration_seconds histogram',
      );
      for (const [key, histogram] of latencies) {
        const [method = '', route = ''] = key.split(' ');
        const labels = `method="${method}",route="${label(route)}"`;
        BUCKETS.forEach((bound, index) => {
          lines.push(
            `http_request_duration_seconds_bucket{${labels},le="${bound}"} ${histogram.counts[index]}`,
          );
        });
        lines.push(
          `http_request_duration_seconds_bucket{${labels},le="+Inf"} ${histogram.count}`,
          `http_request_duration_seconds_sum{${labels}} ${histogram.sum}`,
          `http_request_duration_seconds_count{${labels}} ${histogram.count}`,
        );
      }
      lines.push(
        '# HELP outbox_depth Deliveries waiting to be sent, by outbox.',
        '# TYPE outbox_depth gauge',
      );
      for (const [outbox, depth] of Object.entries(await outboxDepth())) {
        lines.push(`outbox_depth{outbox="${outbox}"} ${depth}`);
      }
      lines.push(
        '# HELP process_resident_memory_bytes Resident memory size.',
        '# TYPE process_resident_memory_bytes gauge',
        `process_resident_memory_bytes ${process.memoryUsage().rss}`,
      );
      reply.type('text/plain; version=0.0.4; charset=utf-8');
      return `${lines.join('\n')}\n`;
    },
  );
}
