/**
 * `node scripts/run-ts.mjs apps/server/src/openapi-cli.ts [file]` (in `npm run lint:openapi`): builds
 * the app in this process, as the tests do (embedded PGlite in a temporary folder, no demo content),
 * and writes its OpenAPI document as JSON to `file` (`dist/openapi.json` by default) for the linter.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const target = path.resolve(process.argv[2] ?? 'dist/openapi.json');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mb-openapi-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_CONTENT: 'false',
    API_DOCS: 'true',
  });
  const app = await buildApp(config);
  try {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
  }
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), target)}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
