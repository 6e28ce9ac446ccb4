import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '#test/test-server.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../../db/migrations');
/** The first migration with one outbox: the ones before it still have `mail_outbox`. */
const ONE_OUTBOX_SUFFIX = '_one-outbox';

/** The migrations before the one whose tag ends with `suffix`, in a folder of their own. */
function migrationsBefore(suffix: string) {
  const folder = makeTempDir('mb-migrations-');
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag.endsWith(suffix));
  expect(index).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, index);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

describe('the one-outbox migration', () => {
  const client = new PGlite();
  const db = drizzle({ client, casing: 'snake_case' });
  const folder = migrationsBefore(ONE_OUTBOX_SUFFIX);
  afterAll(async () => {
    await client.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('moves every mail_outbox row into outbox as kind mail, and masks the code of a sent one', async () => {
    await migrate(db, { migrationsFolder: folder });
    await client.exec(`
      insert into support_messages (id, reference, full_name, email, message)
        values ('00000000-0000-4000-8000-000000000001', 'MB-ABC123', 'An', 'an@example.com', 'Xin chào');
      insert into mail_outbox (id, to_address, subject, text, html, code, status, attempts, sent_at)
        values ('00000000-0000-4000-8000-00000000000a', 'a@example.com', 'Your code: 4821',
                'Your code is 4821.', '<p>Your code is 4821.</p>', '4821', 'sent', 1, now());
      insert into mail_outbox (id, to_address, subject, text, html, code, status, attempts, last_error)
        values ('00000000-0000-4000-8000-00000000000b', 'b@example.com', 'Your code: 1357',
                'Your code is 1357.', '<p>1357</p>', '1357', 'pending', 2, 'connection refused');
      insert into mail_outbox (id, to_address, subject, text, html, status, support_message_id)
        values ('00000000-0000-4000-8000-00000000000c', 'support@example.com', '[MB-ABC123] An',
                'Xin chào', '<p>Xin chào</p>', 'failed', '00000000-0000-4000-8000-000000000001');
    `);
    await migrate(db, { migrationsFolder });

    const { rows } = await client.query<Record<string, unknown>>(
      `select id, kind, payload, status, attempts, last_error, support_message_id, sent_at is not null as is_sent
       from outbox order by id`,
    );
    expect(rows).toEqual([
      {
        id: '00000000-0000-4000-8000-00000000000a',
        kind: 'mail',
        payload: {
          to: 'a@example.com',
          subject: 'Your code: ••••',
          text: 'Your code is ••••.',
          html: '<p>Your code is ••••.</p>',
        },
        status: 'sent',
        attempts: 1,
        last_error: null,
        support_message_id: null,
        is_sent: true,
      },
      {
        id: '00000000-0000-4000-8000-00000000000b',
        kind: 'mail',
        payload: {
          to: 'b@example.com',
          subject: 'Your code: 1357',
          text: 'Your code is 1357.',
          html: '<p>1357</p>',
          code: '1357',
        },
        status: 'pending',
        attempts: 2,
        last_error: 'connection refused',
        support_message_id: null,
        is_sent: false,
      },
      {
        id: '00000000-0000-4000-8000-00000000000c',
        kind: 'mail',
        payload: {
          to: 'support@example.com',
          subject: '[MB-ABC123] An',
          text: 'Xin chào',
          html: '<p>Xin chào</p>',
        },
        status: 'failed',
        attempts: 0,
        last_error: null,
        support_message_id: '00000000-0000-4000-8000-000000000001',
        is_sent: false,
      },
    ]);
    const { rows: tables } = await client.query(`select 1 from pg_tables where tablename = 'mail_outbox'`);
    expect(tables).toEqual([]);
  });
});
