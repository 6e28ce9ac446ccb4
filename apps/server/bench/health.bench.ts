/**
 * Load figures for the README and issue notes, not a pass/fail test: the server runs here, autocannon
 * runs in its own process and loads it over loopback. `npm run bench` (BENCH_SECONDS to change length).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { profileToAnswers, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { buildApp } from '#app.ts';
import { autocannon, benchConfig, databaseOfRun, steadyLoad } from './bench-kit.ts';
import { type AutocannonResult, type ResultColumns, resultRow } from './result-row.ts';
import type { SteadyRateResult } from './steady-rate.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const COLUMNS: ResultColumns = {
  label: 29,
  requests: 9,
  latency: [
    ['p50', 9],
    ['p97_5', 8],
    ['p99', 8],
  ],
  non2xx: 9,
  errors: 7,
};

interface Target {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: string[];
}

const load = (base: string, target: Target): Promise<AutocannonResult> =>
  autocannon({ ...target, url: `${base}${target.path}` }, { connections, seconds });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mb-bench-'));
const config = benchConfig({ DATA_DIR: dataDir, ...databaseOfRun() });
const hasWebBuild = fs.existsSync(path.join(config.webDistDir, 'index.html'));
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

console.log(
  `MapleBridge bench: ${os.cpus().length} cores, Node ${process.version}, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
);
console.log(`autocannon: ${connections} connections, ${seconds} s per route, over loopback\n`);
// One member to sign in as: login is bound by argon2id on purpose, the token check by a DB read.
const member = {
  email: 'bench@example.com',
  phoneNumber: '0900000000',
  fullName: 'Bench',
  password: 'Bench2026!',
  isAccepted: true,
};
const json = ['content-type=application/json'];
await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(member),
});
const login = JSON.stringify({ loginIdentifier: member.email, password: member.password });
const { token } = (await (
  await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: login,
  })
).json()) as { token: string };

// The quiz's longest path, 30 answers.
const quiz = JSON.stringify(toSubmission(profileToAnswers(MARRIED_APPLICANT)));

const targets: Target[] = [
  { label: 'GET /api/health', path: '/api/health' },
  { label: 'GET /api/translations/vi', path: '/api/translations/vi' },
  ...(hasWebBuild ? [{ label: 'GET / (web app)', path: '/' }] : []),
  { label: 'POST /api/auth/login', path: '/api/auth/login', method: 'POST', body: login, headers: json },
  { label: 'GET /api/users/jwt', path: '/api/users/jwt', headers: [`authorization=Bearer ${token}`] },
  {
    label: 'POST /api/crs/calculate-score',
    path: '/api/crs/calculate-score',
    method: 'POST',
    body: quiz,
    headers: json,
  },
  {
    label: 'POST /api/chat (offline)',
    path: '/api/chat',
    method: 'POST',
    body: JSON.stringify({
      messages: [{ role: 'user', content: 'Chứng minh tài chính cần bao nhiêu tiền?' }],
      language: 'vi',
    }),
    headers: json,
  },
];

if (!hasWebBuild) console.log('GET / is left out: build the web app first (npm run build).\n');
console.log('route                             req/s    p50 ms p97.5 ms   p99 ms   non-2xx  errors');
const only = process.env.BENCH_ONLY;
for (const target of targets.filter((t) => !only || t.path.includes(only))) {
  const result = await load(base, target);
  console.log(resultRow(target.label, result, COLUMNS));
}

const describeSteady = (label: string, result: SteadyRateResult) =>
  console.log(
    `${label} (${result.sent} requests, ${result.failed} failed): p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
  );

console.log('');
// The CRS tool issue's goal: p95 under 10 ms while 500 calculations a second arrive evenly.
describeSteady(
  'POST /api/crs/calculate-score held at 500 req/s',
  await steadyLoad({
    seconds,
    url: `${base}/api/crs/calculate-score`,
    method: 'POST',
    body: quiz,
    headers: { 'content-type': 'application/json' },
    rate: 500,
  }),
);
// The assistant issue's goal: the first event of an offline answer within 50 ms (p95).
describeSteady(
  'POST /api/chat offline, time to first event, at 20 questions/s',
  await steadyLoad({
    seconds,
    url: `${base}/api/chat`,
    method: 'POST',
    body: JSON.stringify({
      messages: [{ role: 'user', content: 'Chứng minh tài chính cần bao nhiêu tiền?' }],
      language: 'vi',
    }),
    headers: { 'content-type': 'application/json' },
    rate: 20,
    toFirstByte: true,
  }),
);

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
