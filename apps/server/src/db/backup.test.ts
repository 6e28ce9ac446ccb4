import fs from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, makeTempDir } from '#test/test-server.ts';
import { backup, restore } from './backup.ts';
import { openDatabase } from './client.ts';
import { supportMessages } from './schema/index.ts';

const MESSAGES = [
  { reference: 'MB-AAAAAA', fullName: 'Nguyễn Văn An', email: 'an@example.com', message: 'Xin chào' },
  { reference: 'MB-BBBBBB', fullName: 'Trần Thị Bình', email: 'binh@example.com', message: 'Hỏi về PNP' },
];

describe.each(DATABASE_KINDS)('backup and restore on %s', (kind) => {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('brings the data back exactly as it was when the backup was taken', async () => {
    const dataDir = makeTempDir('mb-backup-');
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const target = { dataDir, databaseUrl: undefined as string | undefined };
    if (kind === 'postgres') {
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      target.databaseUrl = database.url;
    }
    const rows = async () => {
      const handle = await openDatabase(target);
      try {
        return await handle.db
          .select({ reference: supportMessages.reference, fullName: supportMessages.fullName })
          .from(supportMessages)
          .orderBy(asc(supportMessages.reference));
      } finally {
        await handle.close();
      }
    };

    const first = await openDatabase(target);
    await first.db.insert(supportMessages).values(MESSAGES);
    await first.close();
    const before = await rows();
    expect(before).toHaveLength(2);

    const file = path.join(dataDir, 'backups', `test.${kind === 'postgres' ? 'dump' : 'tar.gz'}`);
    await backup(target, file);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    const changed = await openDatabase(target);
    await changed.db.delete(supportMessages);
    await changed.db
      .insert(supportMessages)
      .values({ ...MESSAGES[0], reference: 'MB-CCCCCC' } as (typeof MESSAGES)[number]);
    await changed.close();
    expect(await rows()).toEqual([{ reference: 'MB-CCCCCC', fullName: 'Nguyễn Văn An' }]);

    await restore(target, file);
    expect(await rows()).toEqual(before);
  }, 60_000);

  it('refuses to restore a file that does not exist', async () => {
    await expect(restore({ dataDir: makeTempDir('mb-backup-') }, '/nowhere/backup.tar.gz')).rejects.toThrow(
      'No backup at /nowhere/backup.tar.gz',
    );
  });
});
