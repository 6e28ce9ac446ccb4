import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';

const run = promisify(execFile);

interface Target {
  /** PostgreSQL when set; the embedded database in `dataDir` otherwise. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Writes a backup of the whole database to `file`: `pg_dump`'s custom format for PostgreSQL (the
 * server may keep running), a gzipped copy of the data directory for the embedded database (taken
 * under the data-dir lock, so with the server stopped).
 */
export async function backup(target: Target, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, target.databaseUrl]);
    return;
  }
  const lock = lockDataDir(target.dataDir);
  try {
    const database = await PGlite.create(pgliteDir(target.dataDir));
    const dump = await database.dumpDataDir('gzip');
    await database.close();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    lock.release();
  }
}

/**
 * Puts a backup back. PostgreSQL: every object of the backup is dropped and recreated. Embedded:
 * the current data directory is kept beside the restored one as `pglite.before-restore-<time>`.
 */
export async function restore(target: Target, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  if (target.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${target.databaseUrl}`, file]);
    return;
  }
  const lock = lockDataDir(target.dataDir);
  try {
    const dir = pgliteDir(target.dataDir);
    if (fs.existsSync(dir)) fs.renameSync(dir, `${dir}.before-restore-${Date.now()}`);
    const database = await PGlite.create(dir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await database.close();
  } finally {
    lock.release();
  }
}
