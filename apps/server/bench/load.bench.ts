/**
 * `npm run bench:load`: a realistic mix of what people do (the home page, news pages and search,
 * the CRS calculation, the assistant, signing in) for BENCH_SECONDS (60) on PostgreSQL when
 * DATABASE_URL is set, else PGlite. Goal on this machine (issue 10): 1,000 req/s, no errors, p99
 * under 100 ms. Exits 1 when any request errs, times out or answers other than 2xx, so CI's short
 * run (BENCH_SECONDS=5) catches a route that fails under load; speed figures are printed, not judged.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { profileToAnswers, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { buildApp } from '#app.ts';
import { loadConfig } from '#config.ts';

const run = promisify(execFile);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 40);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mb-load-'));
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  SEED_DEMO_CONTENT: 'true',
  JWT_SECRET: 'l'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:2525',
};
if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
const config = {
  ...loadConfig(env),
  // Every request comes from one IP here; the budgets are for the internet, not for the bench.
  rateLimit: { max: 1e9, timeWindowMs: 60_000, redisNamespace: 'load:' },
  authLimits: { windowMs: 60_000, loginPerIdentifier: 1e9, loginPerIp: 1e9, codesPerIp: 1e9 },
  chatLimits: { windowMs: 60_000, visitor: 1e9, member: 1e9 },
  // The pause between an offline answer's parts is for readers; here it would only time the pauses.
  chatPaceMs: 0,
};
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const json = { 'content-type': 'application/json' };
const member = {
  email: 'load@example.com',
  phoneNumber: '0900000001',
  fullName: 'Load',
  password: 'Load2026!x',
  isAccepted: true,
};
await fetch(`${base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(member) });
const quiz = JSON.stringify(toSubmission(profileToAnswers(MARRIED_APPLICANT)));
const ask = (content: string) => JSON.stringify({ messages: [{ role: 'user', content }], language: 'vi' });

// One visit in twenty: what a connection does, over and over.
const requests = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/api/translations/vi' },
  { method: 'GET', path: '/api/news?PageNumber=1&PageSize=4&isPublished=true' },
  { method: 'GET', path: '/api/slides' },
  { method: 'GET', path: '/api/tags' },
  { method: 'GET', path: '/api/news?PageNumber=1&PageSize=10' },
  { method: 'GET', path: '/api/news?PageNumber=2&PageSize=10' },
  { method: 'GET', path: `/api/news?keyword=${encodeURIComponent('đợt mời')}` },
  { method: 'GET', path: '/api/news?keyword=dinh%20cu' },
  { method: 'GET', path: '/api/crs/question-banks' },
  { method: 'POST', path: '/api/crs/calculate-score', headers: json, body: quiz },
  { method: 'POST', path: '/api/crs/calculate-score', headers: json, body: quiz },
  { method: 'POST', path: '/api/crs/calculate-score', headers: json, body: quiz },
  { method: 'GET', path: '/api/draws?PageSize=10' },
  { method: 'POST', path: '/api/chat', headers: json, body: ask('Chứng minh tài chính cần bao nhiêu tiền?') },
  { method: 'POST', path: '/api/chat', headers: json, body: ask('IELTS Academic có được chấp nhận không?') },
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/news' },
  { method: 'GET', path: '/api/news?PageNumber=1&PageSize=10&orderby=2' },
  {
    method: 'POST',
    path: '/api/auth/login',
    headers: json,
    body: JSON.stringify({ loginIdentifier: member.email, password: member.password }),
  },
];

console.log(
  `MapleBridge load: ${os.cpus().length} cores, Node ${process.version}, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s, a mix of ${requests.length} requests`,
);
const driver = fileURLToPath(new URL('./load-driver.ts', import.meta.url));
const { stdout } = await run(
  process.execPath,
  ['--import', 'tsx', driver, JSON.stringify({ url: base, connections, duration: seconds, requests })],
  { maxBuffer: 64 * 1024 * 1024 },
);
const result = JSON.parse(stdout);
const latency = result.latency;
console.log(
  [
    `throughput ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests)`,
    `latency p50 ${latency.p50} ms, p90 ${latency.p90} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
    `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  ].join('\n'),
);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
if (result.errors + result.timeouts + result.non2xx > 0) process.exitCode = 1;
