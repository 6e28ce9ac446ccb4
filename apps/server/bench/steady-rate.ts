import http from 'node:http';

export interface SteadyRateResult {
  sent: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface SteadyRateOptions {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Requests per second, sent evenly spaced whatever the answers take (an open loop). */
  rate: number;
  seconds: number;
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        options.url,
        { method: options.method, headers: options.headers, agent },
        (response) => {
          let firstByteAt: number | undefined;
          response.on('data', () => {
            firstByteAt ??= performance.now();
          });
          response.on('end', () => {
            if ((response.statusCode ?? 500) >= 300) failed++;
            latencies.push((options.toFirstByte && firstByteAt ? firstByteAt : performance.now()) - due);
            resolve();
          });
        },
      );
      request.on('error', () => {
        failed++;
        resolve();
      });
      request.end(options.body);
    });

  for (let index = 0; index < total; index++) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    failed,
    p50: percentile(latencies, 50),
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
