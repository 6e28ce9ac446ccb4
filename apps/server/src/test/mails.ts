import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type MailPayload, outbox } from '#db/schema/index.ts';

/** The mails queued to `to` (the outbox's `mail` rows), newest first, with their delivery state. */
export async function findMailsTo(db: Database, to: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), sql`${outbox.payload}->>'to' = ${to}`))
    .orderBy(desc(outbox.createdAt));
  return rows.map((row) => {
    const mail = row.payload as MailPayload;
    return {
      id: row.id,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      code: mail.code ?? null,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
    };
  });
}
