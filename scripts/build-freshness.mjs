/** Whether the web build is missing or older than what it is built from (`npm start`, ADR 026). */
import fs from 'node:fs';
import path from 'node:path';

/** What the web build reads, from the repository root; tests are not part of it. */
export const BUILD_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/crs/src',
  'packages/contracts/src',
  'package-lock.json',
];
const TEST_FILE = /\.test\.tsx?$/;

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return TEST_FILE.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** `missing` without a completion stamp, `stale` when a source changed after it, else `current`. */
export function buildState(root, stamp, sources = BUILD_SOURCES) {
  if (!fs.existsSync(stamp)) return 'missing';
  const builtAt = fs.statSync(stamp).mtimeMs;
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  return changedAt > builtAt ? 'stale' : 'current';
}
