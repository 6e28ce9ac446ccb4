import { count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type MailRow, mailOutbox } from '#db/schema/index.ts';

export interface NewMail {
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  code?: string | undefined;
  supportMessageId?: string | undefined;
}

/**
 * How long a claimed mail is reserved for the worker that claimed it: longer than a send can take
 * (the transport's timeouts), short enough that a mail claimed by a killed process goes out soon.
 */
const LEASE_SECONDS = 45;

export function createMailRepository(db: Database) {
  return {
    async enqueue(mail: NewMail): Promise<MailRow> {
      const [row] = await db.insert(mailOutbox).values(mail).returning();
      return row as MailRow;
    },
    /**
     * Claims due mails for one worker: a lease pushes their next attempt out, and SKIP LOCKED keeps
     * two workers (or replicas) from claiming the same mail.
     */
    async claimDue(limit = 10): Promise<MailRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(sql`${mailOutbox.status} = 'pending' and ${lte(mailOutbox.nextAttemptAt, sql`now()`)}`)
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({
          nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },
    async markSent(id: string) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, id));
    },
    /** Backoff doubles from 2 s; after `maxAttempts` the mail is marked failed and kept for a person to see. */
    async markFailed(mail: MailRow, error: string, maxAttempts: number) {
      const isGivingUp = mail.attempts >= maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          status: isGivingUp ? 'failed' : 'pending',
          lastError: error.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${2 ** mail.attempts})`,
        })
        .where(eq(mailOutbox.id, mail.id));
    },
    /** The mails about these contact messages, for the admin's delivery states. */
    async forSupportMessages(ids: string[]): Promise<MailRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(mailOutbox).where(inArray(mailOutbox.supportMessageId, ids));
    },
    /** A failed mail goes back to the queue, due now, with a fresh count of attempts. */
    async retry(id: string): Promise<MailRow | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
        .where(sql`${mailOutbox.id} = ${id} and ${mailOutbox.status} = 'failed'`)
        .returning();
      return row;
    },
    async countPending(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'pending'));
      return row?.total ?? 0;
    },
    async findRecent(limit = 50): Promise<MailRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
