import http from 'node:http';

export interface SteadyRateResult {
  sent: number;
  failed: number;
  /** Answers per second over the whole run, from the first request due to the last answer. */
  throughput: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}

export interface SteadyRequest {
  method: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

interface SteadyRateOptions extends SteadyRequest {
  url: string;
  /** A mix to send in turn instead of one request: each `path` is resolved against `url`. */
  requests?: Array<SteadyRequest & { path: string }>;
  /** Open connections at most (64): a request due when all are busy waits, and the wait counts. */
  maxSockets?: number;
  /** Requests per second, sent evenly spaced whatever the answers take (an open loop). */
  rate: number;
  seconds: number;
  /**
   * Seconds held at the rate before the measured ones, not counted (as wrk2 does): the load's own
   * process starts cold too, and its late sends would be counted as the server's latency.
   */
  warmupSeconds?: number;
  /** Time each request to its first byte of body (a stream's first event) rather than to its end. */
  toFirstByte?: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Holds a fixed request rate like independent visitors do, and times each request from when it was
 * due rather than from when it went out, so a slow server cannot hide its queue (coordinated
 * omission). autocannon's fixed rate sends each connection's share in bursts, which measures the
 * burst rather than the rate.
 */
export async function steadyRate(options: SteadyRateOptions): Promise<SteadyRateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 });
  const mix = options.requests?.map((request) => ({
    ...request,
    url: new URL(request.path, options.url).href,
  }));
  const skipped = Math.round(options.rate * (options.warmupSeconds ?? 0));
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];

  const send = (
    due: number,
    measured: boolean,
    { url, method, headers, body }: SteadyRequest & { url: string },
  ) =>
    new Promise<void>((resolve) => {
      const request = http.request(url, { method, headers, agent }, (response) => {
        let firstByteAt: number | undefined;
        response.on('data', () => {
          firstByteAt ??= performance.now();
        });
        response.on('end', () => {
          if (!measured) return resolve();
          if ((response.statusCode ?? 500) >= 300) failed++;
          latencies.push((options.toFirstByte && firstByteAt ? firstByteAt : performance.now()) - due);
          resolve();
        });
      });
      request.on('error', () => {
        if (measured) failed++;
        resolve();
      });
      request.end(body);
    });

  for (let index = 0; index < skipped + total; index++) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(due, index >= skipped, mix?.[index % mix.length] ?? options));
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - (start + skipped * interval)) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    failed,
    throughput: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

// Run as its own process (`node --import tsx steady-rate.ts '<options JSON>'`) so the load and the
// server under test do not share an event loop.
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const options = JSON.parse(process.argv[2] ?? '{}') as SteadyRateOptions;
  console.log(JSON.stringify(await steadyRate(options)));
}
