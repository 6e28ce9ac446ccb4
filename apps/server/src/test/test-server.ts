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

/** App dependencies that keep the server's log lines (pino's JSON, one a line) in `lines`. */
export const logsInto = (lines: string[]): AppDependencies => ({
  logDestination: { write: (line) => void lines.push(line) },
});

// biome-ignore lint/suspicious/noExplicitAny: tests inspect response bodies with matchers.
export type JsonBody = any;
export const readJson = (response: Response): Promise<JsonBody> => response.json();

/** A schema of the API document, its `$ref` followed to the named schema (`components.schemas`). */
export function namedSchemaOf(document: JsonBody, schema: JsonBody): JsonBody {
  const ref: unknown = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  return namedSchemaOf(document, document.components.schemas[ref.replace('#/components/schemas/', '')]);
}

/** What a test checks of an answer: its status, its parsed JSON body and its headers. */
export interface Answer {
  status: number;
  body: JsonBody;
  headers: Headers;
}

export interface TestServer {
  url: string;
  /** The server's own database, for arranging what no endpoint can (an admin, say). */
  database: DatabaseHandle;
  app: FastifyInstance;
  config: Config;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** `request`, the answer read. */
  answer(pathname: string, init?: RequestInit): Promise<Answer>;
  /** The app's OpenAPI document, which the tests that walk every route read. */
  apiDocument(): Promise<JsonBody>;
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
  const request = (pathname: string, init?: RequestInit) => fetch(`${url}${pathname}`, init);
  return {
    url,
    database,
    app,
    config,
    request,
    async answer(pathname, init) {
      const response = await request(pathname, init);
      return { status: response.status, body: await readJson(response), headers: response.headers };
    },
    apiDocument: async () => readJson(await request('/api/docs/json')),
    async close() {
      await app.close();
      await storage.remove();
    },
  };
}
