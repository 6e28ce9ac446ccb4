import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDependencies, buildApp } from '#app.ts';
import { type Config, loadConfig } from '#config.ts';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '#db/client.ts';

/** Server tests run on embedded PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export function makeTempDir(prefix = 'mb-test-') {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A fresh, empty database on the TEST_DATABASE_URL server, so test files never share rows. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `mb_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Where a test server keeps its data: a temp dir, plus a temp database for PostgreSQL. */
export async function createTestStorage(kind: DatabaseKind) {
  const dataDir = makeTempDir();
  const database = kind === 'postgres' ? await createTestDatabase() : undefined;
  return {
    dataDir,
    databaseUrl: database?.url,
    async remove() {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testConfig(
  storage: { dataDir: string; databaseUrl?: string | undefined },
  overrides: Partial<Config> = {},
) {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: storage.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_CONTENT: 'false',
  };
  if (storage.databaseUrl) env.DATABASE_URL = storage.databaseUrl;
  return { ...loadConfig(env), host: '127.0.0.1', port: 0, ...overrides };
}

// biome-ignore lint/suspicious/noExplicitAny: tests inspect response bodies with matchers.
export type JsonBody = any;
export const readJson = (response: Response): Promise<JsonBody> => response.json();

export interface TestServer {
  url: string;
  /** The server's own database, for arranging what no endpoint can (an admin, say). */
  database: DatabaseHandle;
  app: FastifyInstance;
  config: Config;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The real app on a real socket (127.0.0.1, a free port). */
export async function startTestServer(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  dependencies: AppDependencies = {},
): Promise<TestServer> {
  const storage = await createTestStorage(kind);
  const config = testConfig(storage, overrides);
  const database = dependencies.database ?? (await openDatabase(config));
  const app = await buildApp(config, { ...dependencies, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    database,
    app,
    config,
    request: (pathname, init) => fetch(`${url}${pathname}`, init),
    async close() {
      await app.close();
      await storage.remove();
    },
  };
}
