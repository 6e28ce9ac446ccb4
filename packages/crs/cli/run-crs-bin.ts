import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BIN = path.resolve(import.meta.dirname, '../bin/crs.js');

/** Runs `crs` as a user would (for the tests): its exit code, standard error and JSON output lines. */
export function runCrsBin(args: string[], input = '') {
  const run = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8' });
  const stdout = run.stdout.trim();
  return {
    status: run.status,
    stderr: run.stderr,
    // biome-ignore lint/suspicious/noExplicitAny: the tests read the JSON answers freely
    outputs: (stdout === '' ? [] : stdout.split('\n').map((line) => JSON.parse(line))) as any[],
  };
}
