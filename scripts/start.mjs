/**
 * `npm start`: builds the web app only when its build is missing or older than its sources, then runs
 * the server in this process. `npm run start:production` (`--production`) never builds: it runs from
 * the build that is there, with production dependencies only (`npm ci --omit=dev`). ADR 026.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { BUILD_STAMP } from '../apps/web/scripts/build-stamp.mjs';
import { buildState } from './build-freshness.mjs';
import { runTypeScript } from './run-ts.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const state = buildState(ROOT, BUILD_STAMP);

if (process.argv.includes('--production')) {
  if (state === 'missing') {
    console.error(
      'No complete web build: run `npm run build` (with the dev dependencies) before a production start.',
    );
    process.exit(1);
  }
} else if (state === 'current') {
  console.log('The web build is up to date.');
} else {
  console.log(
    state === 'stale' ? 'The web app changed since its build: building it again.' : 'Building the web app.',
  );
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}
await runTypeScript(path.join(ROOT, 'apps/server/src/main.ts'));
