/**
 * What the server benches share: a production configuration without real secrets or limits,
 * autocannon in its own process, the steady-rate load in its own process, and the bare Fastify
 * route every figure is compared with in the same run.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { loadConfig } from '#config.ts';
import type { AutocannonResult } from './result-row.ts';
import type { SteadyRateResult } from './steady-rate.ts';

const run = promisify(execFile);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** `DATABASE_URL` when the bench was given one: PostgreSQL then, PGlite otherwise. */
export const databaseOfRun = (): Record<string, string> =>
  process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};

/**
 * The server's configuration in production mode for a bench, `env` added: no mail or auth secret
 * matters, and no rate limit stops the load (the sign-in route is measured for its password hashing).
 */
export function benchConfig(env: Record<string, string>) {
  const settings: Record<string, string> = {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JWT_SECRET: 'b'.repeat(32),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    METRICS_TOKEN: 'bench-metrics-token',
    ...env,
  };
  return {
    ...loadConfig(settings),
    rateLimit: { max: 1e9, timeWindowMs: 60_000, redisNamespace: 'bench:' },
    authLimits: { windowMs: 60_000, loginPerIdentifier: 1e9, loginPerIp: 1e9, codesPerIp: 1e9 },
    chatLimits: { windowMs: 60_000, visitor: 1e9, member: 1e9 },
  };
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** `name=value`, as autocannon's -H takes them. */
  headers?: string[];
}

/** autocannon on `target` for `seconds` with `connections` open, in a process of its own. */
export async function autocannon(
  target: LoadTarget,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<AutocannonResult> {
  const args = [autocannonBin, '--json', '-c', String(connections), '-d', String(seconds)];
  args.push('-m', target.method ?? 'GET');
  if (target.body) args.push('-b', target.body);
  for (const header of target.headers ?? []) args.push('-H', header);
  const { stdout } = await run(process.execPath, [...args, target.url], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout);
}

/** Holds a fixed request rate in a separate process (./steady-rate.ts) and reads its figures. */
export async function steadyLoad(options: Record<string, unknown>): Promise<SteadyRateResult> {
  const script = fileURLToPath(new URL('./steady-rate.ts', import.meta.url));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)]);
  return JSON.parse(stdout) as SteadyRateResult;
}

/**
 * A route that answers `body` and does nothing else (a POST reads and drops its JSON body): what
 * this machine serves at best, now.
 */
export async function bareFastify(body: string, method: 'GET' | 'POST' = 'GET') {
  const bare = Fastify({ logger: false });
  bare.route({
    method,
    url: '/reference',
    handler: (_request, reply) => reply.type('application/json; charset=utf-8').send(body),
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/reference`,
    close: () => bare.close(),
  };
}
