import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same in every replica that migrates.
const MIGRATION_LOCK_ID = 7_214_2026;

/** Opens PostgreSQL (when `databaseUrl` is set) or embedded PGlite in `dataDir`, then migrates it. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  databaseTimeouts?: DatabaseTimeouts;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databaseTimeouts ?? DEFAULT_TIMEOUTS)
    : openPglite(options.dataDir);
}

export interface DatabaseTimeouts {
  connectMs: number;
  queryMs: number;
}

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, queryMs: 15_000 };

/**
 * PostgreSQL's default is 128 MB, held inside WebAssembly memory that never shrinks; the embedded
 * database of one server is small and its pages are in the OS cache anyway (issue 25: memory).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      ping: (timeoutMs) => pingWithin(db as unknown as Database, timeoutMs),
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string, timeouts: DatabaseTimeouts): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    // A connection whose server went silent fails its query instead of holding a request forever.
    query_timeout: timeouts.queryMs,
    keepAlive: true,
  });
  // A client that loses its server, idle or checked out between two queries of a transaction, must
  // not crash the process: the next query reports it, and the pool drops the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
    await migrateWithLock(databaseUrl, timeouts);
    let isClosed = false;
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: (timeoutMs) => pingWithin(db as unknown as Database, timeoutMs),
      async close() {
        if (isClosed) return;
        isClosed = true;
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * Replicas that start together must not run the same migration twice. Its own connection, without
 * the pool's query timeout: waiting for another replica's migration may take longer.
 */
async function migrateWithLock(databaseUrl: string, timeouts: DatabaseTimeouts) {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg({ client, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}

async function pingWithin(db: Database, timeoutMs = 2_000) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
