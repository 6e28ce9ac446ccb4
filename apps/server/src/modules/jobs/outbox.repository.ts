import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type MailPayload, OUTBOX_KINDS, type OutboxKind, type OutboxRow, outbox } from '#db/schema/index.ts';

export type NewJob = (
  | { kind: 'mail'; payload: MailPayload }
  | { kind: 'crm.lead'; payload: Record<string, unknown> }
) & { supportMessageId?: string | undefined };

/** A job its worker holds: `claimToken` proves the lease is still its own. */
export type ClaimedJob = OutboxRow & { claimToken: string };

export interface RetryPolicy {
  /** The first retry waits this long; each next one twice as long, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** How long a claim lasts unless its holder renews it (a heartbeat, while the delivery runs). */
  leaseSeconds: number;
}

/** The job as its holder claimed it: a claim taken over by another worker no longer matches. */
const heldBy = (job: ClaimedJob) =>
  and(eq(outbox.id, job.id), eq(outbox.claimToken, job.claimToken), eq(outbox.status, 'pending'));

export function createOutboxRepository(db: Database) {
  return {
    async enqueue(job: NewJob): Promise<OutboxRow> {
      const [row] = await db.insert(outbox).values(job).returning();
      return row as OutboxRow;
    },
    /**
     * Claims the next due job of these kinds, one at a time: SKIP LOCKED keeps two workers from
     * claiming it together, and the lease (a new token, `nextAttemptAt` pushed out) keeps it theirs.
     */
    async claimNext(kinds: readonly OutboxKind[], leaseSeconds: number): Promise<ClaimedJob | undefined> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            inArray(outbox.kind, [...kinds]),
            eq(outbox.status, 'pending'),
            lte(outbox.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(outbox.nextAttemptAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(outbox)
        .set({
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
          attempts: sql`${outbox.attempts} + 1`,
          claimToken: randomUUID(),
        })
        .where(inArray(outbox.id, due))
        .returning();
      return row as ClaimedJob | undefined;
    },
    /** Extends a held lease; false when another worker took the job over. */
    async renewLease(job: ClaimedJob, leaseSeconds: number): Promise<boolean> {
      const rows = await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(heldBy(job))
        .returning({ id: outbox.id });
      return rows.length > 0;
    },
    /** Records the delivery, keeping `payload` (what may stay of it); false when the lease was lost. */
    async markSent(job: ClaimedJob, payload: Record<string, unknown> = job.payload): Promise<boolean> {
      const rows = await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null, claimToken: null, payload })
        .where(heldBy(job))
        .returning({ id: outbox.id });
      return rows.length > 0;
    },
    /**
     * Waits longer after each failure; after `maxAttempts` the job is failed and kept for a person.
     * False when the lease was lost: the new holder records its own outcome.
     */
    async markFailed(job: ClaimedJob, error: string, policy: RetryPolicy): Promise<boolean> {
      const delayMs = Math.min(policy.baseDelayMs * 2 ** (job.attempts - 1), policy.maxDelayMs);
      const rows = await db
        .update(outbox)
        .set({
          status: job.attempts >= policy.maxAttempts ? 'failed' : 'pending',
          lastError: error.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
          claimToken: null,
        })
        .where(heldBy(job))
        .returning({ id: outbox.id });
      return rows.length > 0;
    },
    /** A failed job goes back to the queue, due now, with a fresh count of attempts. */
    async retry(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
        .returning();
      return row;
    },
    /** Jobs waiting (due or leased), by kind. */
    async countPending(): Promise<Record<OutboxKind, number>> {
      const rows = await db
        .select({ kind: outbox.kind, total: count() })
        .from(outbox)
        .where(eq(outbox.status, 'pending'))
        .groupBy(outbox.kind);
      const counts = Object.fromEntries(OUTBOX_KINDS.map((kind) => [kind, 0])) as Record<OutboxKind, number>;
      for (const row of rows) counts[row.kind] = row.total;
      return counts;
    },
    /** The deliveries about these contact messages, for the admin's delivery states: the lead first. */
    async forSupportMessages(ids: string[]): Promise<OutboxRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(outbox).where(inArray(outbox.supportMessageId, ids)).orderBy(outbox.kind);
    },
    async findRecent(kind: OutboxKind, limit = 50): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, kind))
        .orderBy(desc(outbox.createdAt))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
