import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type OutboxKind, type OutboxRow, outbox } from '#db/schema/index.ts';

export interface NewJob {
  kind: OutboxKind;
  payload: Record<string, unknown>;
  supportMessageId?: string;
}

export interface RetryPolicy {
  /** The first retry waits this long; each next one twice as long, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** How long a claimed job is reserved: longer than a delivery can take. */
  leaseSeconds: number;
}

export function createOutboxRepository(db: Database) {
  return {
    async enqueue(job: NewJob): Promise<OutboxRow> {
      const [row] = await db.insert(outbox).values(job).returning();
      return row as OutboxRow;
    },
    /** Reserves due jobs of these kinds for one worker (SKIP LOCKED: replicas never share one). */
    async claimDue(kinds: readonly OutboxKind[], policy: RetryPolicy, limit = 10): Promise<OutboxRow[]> {
      if (kinds.length === 0) return [];
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
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({
          nextAttemptAt: sql`now() + make_interval(secs => ${policy.leaseSeconds})`,
          attempts: sql`${outbox.attempts} + 1`,
        })
        .where(inArray(outbox.id, due))
        .returning();
    },
    async markSent(id: string) {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, id));
    },
    /** Waits longer after each failure; after `maxAttempts` the job is failed and kept for a person. */
    async markFailed(job: OutboxRow, error: string, policy: RetryPolicy) {
      const delayMs = Math.min(policy.baseDelayMs * 2 ** (job.attempts - 1), policy.maxDelayMs);
      await db
        .update(outbox)
        .set({
          status: job.attempts >= policy.maxAttempts ? 'failed' : 'pending',
          lastError: error.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        })
        .where(eq(outbox.id, job.id));
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
    async countPending(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(outbox).where(eq(outbox.status, 'pending'));
      return row?.total ?? 0;
    },
    async forSupportMessages(ids: string[]): Promise<OutboxRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(outbox).where(inArray(outbox.supportMessageId, ids));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
