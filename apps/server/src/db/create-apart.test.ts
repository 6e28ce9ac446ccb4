import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI_TEST_TIMEOUT_MS } from '#test/processes.ts';
import { makeTempDir } from '#test/test-server.ts';
import { openDatabase } from './client.ts';
import { createEmbeddedDatabaseApart, hasEmbeddedDatabase } from './create-apart.ts';

const MIGRATION_COUNT: number = JSON.parse(
  fs.readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
).entries.length;

describe('createEmbeddedDatabaseApart', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates and migrates a new embedded database in another process, and leaves an existing one alone', async () => {
    const dataDir = makeTempDir('mb-apart-');
    dirs.push(dataDir);
    expect(hasEmbeddedDatabase(dataDir)).toBe(false);
    await createEmbeddedDatabaseApart(dataDir);
    expect(hasEmbeddedDatabase(dataDir)).toBe(true);
    const marker = fs.statSync(`${dataDir}/pglite/PG_VERSION`).mtimeMs;

    const database = await openDatabase({ dataDir });
    const applied = await database.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect((applied as unknown as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(MIGRATION_COUNT);
    // The server holds the data dir: a second creation must not touch it (nor wait on its lock).
    await createEmbeddedDatabaseApart(dataDir);
    expect(fs.statSync(`${dataDir}/pglite/PG_VERSION`).mtimeMs).toBe(marker);
    await database.close();
  });
});
