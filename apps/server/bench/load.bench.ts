/**
 * `npm run bench:load`: a realistic mix of what people do (the home page, news pages and search,
 * the CRS calculation, the assistant, signing in) on PostgreSQL when DATABASE_URL is set, else
 * PGlite. Goal on this machine (issue 10): 1,000 req/s, no errors, p99 under 100 ms. First the mix is
 * held at BENCH_RATE (1,000) requests a second for BENCH_SECONDS (60), the p99 measured at that rate;
 * then it runs at full speed over BENCH_CONNECTIONS (40) for up to 15 s, for the ceiling. Exits 1 when
 * any request errs, times out or answers other than 2xx, so CI's short run (BENCH_SECONDS=5) catches
 * a route that fails under load; speed figures are printed, not judged.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '#app.ts';
import { createEmbeddedDatabaseApart } from '#db/create-apart.ts';
import { benchConfig, databaseOfRun } from './bench-kit.ts';
import { loadRequests, registerLoadMember } from './load-mix.ts';
import type { SteadyRateResult } from './steady-rate.ts';

const run = promisify(execFile);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 40);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** Issue 25's goal for the embedded server's resident memory after the mix. */
const MEMORY_GOAL_MB = 300;
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
/** The server's memory now: resident, the JS heap in use, and what lives outside it (WebAssembly, buffers). */
const memory = () => {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return `${megabytes(rss)} MB resident (JS heap ${megabytes(heapUsed)} MB, outside it ${megabytes(external + arrayBuffers)} MB)`;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mb-load-'));
const config = {
  // Every request comes from one IP here: benchConfig lifts the budgets, which are for the internet.
  ...benchConfig({ DATA_DIR: dataDir, SEED_DEMO_CONTENT: 'true', ...databaseOfRun() }),
  // The pause between an offline answer's parts is for readers; here it would only time the pauses.
  chatPaceMs: 0,
};
// As main.ts starts: a new embedded database is created in a process of its own.
if (!config.databaseUrl) await createEmbeddedDatabaseApart(config.dataDir);
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const VISITS = 10;
await registerLoadMember(base);
const requests = loadRequests(VISITS);

console.log(
  `MapleBridge load: ${os.cpus().length} cores, Node ${process.version}, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${VISITS} visits of ${requests.length} requests in all`,
);
console.log(`server memory before the load: ${memory()}`);
const node = (script: string, options: object) =>
  run(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url)), JSON.stringify(options)],
    { maxBuffer: 64 * 1024 * 1024 },
  ).then(({ stdout, stderr }) => {
    console.log(stderr);
    return JSON.parse(stdout);
  });

// First the ceiling, which also warms the server up (compiled code, connections, cached answers) as
// a running one is: as fast as the connections go, each sending its next request on the last answer.
const capacitySeconds = Math.min(seconds, 15);
const full = await node('./load-driver.ts', { url: base, connections, duration: capacitySeconds, requests });
console.log(
  [
    `at full speed, ${connections} connections for ${capacitySeconds} s: ${full.requests.average.toFixed(0)} req/s (${full.requests.total} requests)`,
    `  latency p50 ${full.latency.p50} ms, p90 ${full.latency.p90} ms, p99 ${full.latency.p99} ms, max ${full.latency.max} ms`,
    `  errors ${full.errors}, timeouts ${full.timeouts}, non-2xx ${full.non2xx}`,
  ].join('\n'),
);
// The goal: the rate held evenly for the whole run, each request timed from when it was due, so a
// queue in the server shows in the percentiles (steady-rate.ts).
const held: SteadyRateResult = await node('./steady-rate.ts', {
  url: base,
  method: 'GET',
  requests,
  rate,
  seconds,
  warmupSeconds: 10,
  maxSockets: 512,
});
console.log(
  [
    `held ${rate} req/s for ${seconds} s: ${held.throughput.toFixed(0)} answers/s (${held.sent} requests)`,
    `  latency p50 ${ms(held.p50)}, p90 ${ms(held.p90)}, p95 ${ms(held.p95)}, p99 ${ms(held.p99)}, max ${ms(held.max)}`,
    `  errors and non-2xx ${held.failed}`,
  ].join('\n'),
);

console.log(`server memory after the load: ${memory()}`);
if (!config.databaseUrl) {
  const after = megabytes(process.memoryUsage().rss);
  console.log(
    `  goal on PGlite under ${MEMORY_GOAL_MB} MB resident: ${(after / MEMORY_GOAL_MB).toFixed(2)}× the goal`,
  );
}

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
if (held.failed + full.errors + full.timeouts + full.non2xx > 0) process.exitCode = 1;
