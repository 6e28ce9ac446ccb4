/**
 * Load figures for the README and issue notes, not a pass/fail test: the server runs here, autocannon
 * runs in its own process and loads it over loopback. `npm run bench` (BENCH_SECONDS to change length).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '#app.ts';
import { loadConfig } from '#config.ts';

const run = promisify(execFile);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

async function load(url: string): Promise<AutocannonResult> {
  const { stdout } = await run(
    process.execPath,
    [autocannonBin, '--json', '-c', String(connections), '-d', String(seconds), url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mb-bench-'));
const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' };
if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
// Production mode without real secrets: the bench opens no mail or auth paths.
Object.assign(env, { JWT_SECRET: 'b'.repeat(32), SMTP_URL: 'smtp://127.0.0.1:2525' });
const config = {
  ...loadConfig(env),
  rateLimit: { max: 1e9, timeWindowMs: 60_000, redisNamespace: 'bench:' },
};
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

console.log(
  `MapleBridge bench: ${os.cpus().length} cores, Node ${process.version}, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
);
console.log(`autocannon: ${connections} connections, ${seconds} s per route, over loopback\n`);
console.log('route                      req/s    p50 ms   p99 ms   non-2xx  errors');
for (const route of ['/api/health', '/api/translations/vi', '/']) {
  const result = await load(`${base}${route}`);
  console.log(
    [
      route.padEnd(22),
      result.requests.average.toFixed(0).padStart(9),
      result.latency.p50.toFixed(1).padStart(9),
      result.latency.p99.toFixed(1).padStart(8),
      String(result.non2xx).padStart(9),
      String(result.errors).padStart(7),
    ].join(' '),
  );
}

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
