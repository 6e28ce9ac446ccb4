import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStorage, DATABASE_KINDS } from '../test/test-server.ts';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { users } from './schema/index.ts';

const MIGRATION_COUNT: number = JSON.parse(
  fs.readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
).entries.length;

describe.each(DATABASE_KINDS)('openDatabase on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('migrates idempotently and keeps committed rows across restarts', async () => {
    const storage = await createTestStorage(kind);
    cleanups.push(storage.remove);
    const first = await openDatabase(storage);
    expect(first.kind).toBe(kind);
    await first.db
      .insert(users)
      .values({ email: 'an@example.com', fullName: 'Nguyễn Văn An', phoneNumber: '0901234567' });
    await first.close();

    const second = await openDatabase(storage);
    cleanups.push(second.close);
    const rows = await second.db.select().from(users).where(eq(users.email, 'an@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fullName).toBe('Nguyễn Văn An');
    const migrations = await second.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect((migrations as unknown as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(
      MIGRATION_COUNT,
    );
  });

  it('answers ping while open and fails it once closed', async () => {
    const storage = await createTestStorage(kind);
    cleanups.push(storage.remove);
    const database = await openDatabase(storage);
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });
});

describe('openDatabase on pglite', () => {
  it('refuses a second opener of the same data dir and allows it after close', async () => {
    const storage = await createTestStorage('pglite');
    const first = await openDatabase(storage);
    await expect(openDatabase(storage)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openDatabase(storage);
    await again.close();
    await storage.remove();
  });

  it('keeps its shared buffers small, on a new and on an existing data dir', async () => {
    const storage = await createTestStorage('pglite');
    for (const _opening of ['new', 'existing']) {
      const database = await openDatabase(storage);
      const shown = await database.db.execute(sql`show shared_buffers`);
      expect((shown as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0]?.shared_buffers).toBe(
        PGLITE_SHARED_BUFFERS,
      );
      await database.close();
    }
    await storage.remove();
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('openDatabase on postgres', () => {
  it('lets replicas that start together migrate once', async () => {
    const storage = await createTestStorage('postgres');
    const handles = await Promise.all([openDatabase(storage), openDatabase(storage), openDatabase(storage)]);
    const [first] = handles;
    const migrations = await first?.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect((migrations as unknown as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(
      MIGRATION_COUNT,
    );
    await Promise.all(handles.map((handle) => handle.close()));
    await storage.remove();
  });
});
