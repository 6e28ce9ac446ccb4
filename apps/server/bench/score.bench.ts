/**
 * POST /api/crs/calculate-score with the quiz's longest answer list (issue 25), beside a bare Fastify
 * route that reads the same body and answers the same bytes, in three rounds: throughput (autocannon,
 * 50 connections) and the p95 at 500 requests a second held evenly, each against its goal and as a
 * ratio to the bare route of the same round. Prints figures, passes or fails nothing.
 * `npm run bench` (BENCH_SECONDS to change length, BENCH_ROUNDS the rounds).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { profileToAnswers, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { buildApp } from '#app.ts';
import { autocannon, bareFastify, benchConfig, databaseOfRun, steadyLoad } from './bench-kit.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 50;
const GOAL_PER_SECOND = 3_000;
const GOAL_P95_MS = 10;
const STEADY_RATE = 500;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mb-score-bench-'));
const config = benchConfig({ DATA_DIR: dataDir, ...databaseOfRun() });
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/crs/calculate-score`;
// The quiz's longest path, 30 answers; the client asks for compression as browsers do.
const body = JSON.stringify(toSubmission(profileToAnswers(MARRIED_APPLICANT)));
const headers = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
const answer = await (await fetch(url, { method: 'POST', body, headers })).text();
const bare = await bareFastify(answer, 'POST');
const headerList = Object.entries(headers).map(([name, value]) => `${name}=${value}`);

console.log(
  `MapleBridge score bench: ${os.cpus().length} cores, Node ${process.version}, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}; ${body.length.toLocaleString('en')}-byte request, ${answer.length.toLocaleString('en')}-byte answer`,
);
console.log(
  `${rounds} rounds of ${seconds} s each: autocannon ${connections} connections, then ${STEADY_RATE} req/s held evenly\n`,
);
let throughputMet = 0;
let latencyMet = 0;
for (let round = 1; round <= rounds; round++) {
  const scored = await autocannon(
    { url, method: 'POST', body, headers: headerList },
    { connections, seconds },
  );
  const reference = await autocannon(
    { url: bare.url, method: 'POST', body, headers: headerList },
    { connections, seconds },
  );
  const steady = await steadyLoad({ url, method: 'POST', body, headers, rate: STEADY_RATE, seconds });
  const steadyReference = await steadyLoad({
    url: bare.url,
    method: 'POST',
    body,
    headers,
    rate: STEADY_RATE,
    seconds,
  });
  const perSecond = scored.requests.average;
  if (perSecond >= GOAL_PER_SECOND && scored.non2xx + scored.errors === 0) throughputMet++;
  if (steady.p95 < GOAL_P95_MS && steady.failed === 0) latencyMet++;
  console.log(
    `round ${round}: ${perSecond.toFixed(0)} req/s (${scored.non2xx} non-2xx, ${scored.errors} errors) = ${(perSecond / GOAL_PER_SECOND).toFixed(2)}× the goal of ${GOAL_PER_SECOND.toLocaleString('en')}, ${((perSecond / reference.requests.average) * 100).toFixed(1)}% of the bare route's ${reference.requests.average.toFixed(0)} req/s`,
  );
  console.log(
    `         p95 at ${STEADY_RATE} req/s ${steady.p95.toFixed(2)} ms (p50 ${steady.p50.toFixed(2)}, p99 ${steady.p99.toFixed(2)}, ${steady.failed} failed) vs the goal of ${GOAL_P95_MS} ms; the bare route ${steadyReference.p95.toFixed(2)} ms = ${(steady.p95 / steadyReference.p95).toFixed(1)}×`,
  );
}
console.log(
  `\ngoal ${GOAL_PER_SECOND.toLocaleString('en')} req/s met in ${throughputMet} of ${rounds} rounds; p95 under ${GOAL_P95_MS} ms at ${STEADY_RATE} req/s met in ${latencyMet} of ${rounds}`,
);

await bare.close();
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
