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

  it('brings the data, the uploaded images and the generated secret back as they were when the backup was taken', async () => {
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
    const upload = path.join(dataDir, 'uploads', 'ab', 'avatar.webp');
    fs.mkdirSync(path.dirname(upload), { recursive: true });
    fs.writeFileSync(upload, 'RIFF-before');
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'secret-before');

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
    fs.writeFileSync(upload, 'RIFF-after');
    fs.writeFileSync(path.join(dataDir, 'uploads', 'later.webp'), 'RIFF-later');
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'secret-after');

    await restore(target, file);
    expect(await rows()).toEqual(before);
    expect(fs.readFileSync(upload, 'utf8')).toBe('RIFF-before');
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'later.webp'))).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe('secret-before');
    // What the restore replaced is kept beside it.
    const keptUploads = fs.readdirSync(dataDir).find((name) => name.startsWith('uploads.before-restore-'));
    expect(fs.readFileSync(path.join(dataDir, keptUploads ?? 'none', 'later.webp'), 'utf8')).toBe(
      'RIFF-later',
    );
  }, 60_000);

  it('refuses a backup of the other kind of database, changing nothing', async () => {
    const dataDir = makeTempDir('mb-backup-');
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const file = path.join(dataDir, 'backup.tar.gz');
    await backup({ dataDir }, file);
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'kept');
    const elsewhere = { dataDir, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    await expect(restore(elsewhere, file)).rejects.toThrow('This backup holds the embedded database');
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe('kept');
  });

  it('refuses to restore a file that does not exist', async () => {
    await expect(restore({ dataDir: makeTempDir('mb-backup-') }, '/nowhere/backup.tar.gz')).rejects.toThrow(
      'No backup at /nowhere/backup.tar.gz',
    );
  });
});
