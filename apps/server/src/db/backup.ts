import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

type DatabaseKind = 'postgres' | 'pglite';

/** What a backup archive says it holds. */
interface Manifest {
  format: 'maplebridge-backup';
  version: 1;
  database: DatabaseKind;
  createdAt: string;
  /** What of the data dir it holds besides the database. */
  files: string[];
}

const MANIFEST = 'maplebridge-backup.json';
const DATABASE_FILE: Record<DatabaseKind, string> = { postgres: 'database.dump', pglite: 'pglite.tar.gz' };
/** What a data dir holds that the database does not: uploaded images, the generated JWT secret. */
const DATA_DIR_FILES = ['uploads', 'jwt-secret'];

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
const kindOf = (target: Target): DatabaseKind => (target.databaseUrl ? 'postgres' : 'pglite');

/**
 * Writes a backup to `file`, one gzipped tar: the database (`pg_dump`'s custom format for
 * PostgreSQL, which may keep running; a copy of the embedded database's directory, taken under the
 * data-dir lock, so with the server stopped), the uploaded images and the generated JWT secret.
 */
export async function backup(target: Target, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'mb-backup-'));
  try {
    const database = kindOf(target);
    await dumpDatabase(target, path.join(staging, DATABASE_FILE[database]));
    const files = DATA_DIR_FILES.filter((name) => fs.existsSync(path.join(target.dataDir, name)));
    for (const name of files) {
      fs.cpSync(path.join(target.dataDir, name), path.join(staging, name), { recursive: true });
    }
    const manifest: Manifest = {
      format: 'maplebridge-backup',
      version: 1,
      database,
      createdAt: new Date().toISOString(),
      files,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await run('tar', ['-czf', path.resolve(file), '-C', staging, '.']);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Puts a backup back. PostgreSQL: every object of the backup is dropped and recreated. Embedded: the
 * current database directory is kept beside the restored one as `pglite.before-restore-<time>`, and
 * so are the uploads and the secret the backup replaces. A backup made before uploads and secrets
 * were kept (a bare database dump) restores the database only.
 */
export async function restore(target: Target, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'mb-restore-'));
  try {
    const manifest = await unpack(file, staging);
    if (!manifest) {
      await restoreDatabase(target, file);
      return;
    }
    if (manifest.database !== kindOf(target)) {
      throw new Error(
        manifest.database === 'postgres'
          ? 'This backup holds a PostgreSQL database: set DATABASE_URL to the database to restore it into.'
          : 'This backup holds the embedded database: unset DATABASE_URL and set DATA_DIR to restore it.',
      );
    }
    await restoreDatabase(target, path.join(staging, DATABASE_FILE[manifest.database]));
    const stamp = Date.now();
    for (const name of manifest.files) {
      const current = path.join(target.dataDir, name);
      if (fs.existsSync(current)) fs.renameSync(current, `${current}.before-restore-${stamp}`);
      fs.cpSync(path.join(staging, name), current, { recursive: true });
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Unpacks a backup archive and reads its manifest; undefined for a bare database dump. */
async function unpack(file: string, into: string): Promise<Manifest | undefined> {
  try {
    await run('tar', ['-xzf', path.resolve(file), '-C', into, `./${MANIFEST}`]);
  } catch {
    return undefined;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(into, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 'maplebridge-backup' || manifest.version !== 1) {
    throw new Error(
      `${file} is a backup of a format this version cannot read (${manifest.format} ${manifest.version})`,
    );
  }
  await run('tar', ['-xzf', path.resolve(file), '-C', into]);
  return manifest;
}

async function dumpDatabase(target: Target, file: string) {
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

async function restoreDatabase(target: Target, file: string) {
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
