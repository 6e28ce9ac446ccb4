import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const RUN_TS = fileURLToPath(new URL('../../../../scripts/run-ts.mjs', import.meta.url));
const MIGRATE_CLI = fileURLToPath(new URL('./migrate-cli.ts', import.meta.url));

/** Whether `dataDir` holds an embedded database already (PostgreSQL's own marker of a data folder). */
export const hasEmbeddedDatabase = (dataDir: string) =>
  fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));

/**
 * Creates a new embedded database (PGlite's initdb, then the migrations) in a short-lived child
 * process, `npm run db:migrate`'s: initdb leaves some 450 MB of WebAssembly memory behind that V8
 * frees only in a major collection it has no reason to run, so a server that created its database
 * itself held 736 MB where one opening an existing database holds 257 MB (issue 25). An existing
 * database is left alone. Should the child fail, the server creates the database itself as before,
 * and reports any problem as it always has.
 */
export async function createEmbeddedDatabaseApart(dataDir: string): Promise<void> {
  if (hasEmbeddedDatabase(dataDir)) return;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  await run(process.execPath, [RUN_TS, MIGRATE_CLI], { env }).catch(() => undefined);
}
