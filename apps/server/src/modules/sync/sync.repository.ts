import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type SyncJobName, type SyncJobRow, syncJobs, users } from '#db/schema/index.ts';
import { ADMIN } from '../auth/auth.service.ts';

/** What a finished run writes. */
export type SyncRunRecord = Pick<
  SyncJobRow,
  'lastFinishedAt' | 'lastOutcome' | 'lastMessage' | 'lastAdded' | 'failures' | 'nextRunAt'
>;

export function createSyncRepository(db: Database) {
  /** Only the run holding the lease (its token) may write its outcome or let the lease go. */
  const heldBy = (name: SyncJobName, token: string) =>
    and(eq(syncJobs.name, name), eq(syncJobs.leaseOwner, token));

  return {
    /** A row for each job, due at once the first time (a new row's `nextRunAt` is now). */
    async ensureJobs(names: readonly SyncJobName[]) {
      if (names.length === 0) return;
      await db
        .insert(syncJobs)
        .values(names.map((name) => ({ name })))
        .onConflictDoNothing();
    },

    findAll(): Promise<SyncJobRow[]> {
      return db.select().from(syncJobs);
    },

    /**
     * Takes the job's lease for `token` until `leaseUntil`, in one conditional UPDATE: only when no
     * lease is held (or the last one ran out) and, when `isDueOnly`, the job is due. Of replicas trying
     * at once, PostgreSQL lets one match; the others find the lease taken and get nothing.
     */
    async claim(
      name: SyncJobName,
      token: string,
      { now, leaseUntil, isDueOnly }: { now: Date; leaseUntil: Date; isDueOnly: boolean },
    ): Promise<SyncJobRow | undefined> {
      const [row] = await db
        .update(syncJobs)
        .set({ leaseOwner: token, leaseUntil, lastStartedAt: now })
        .where(
          and(
            eq(syncJobs.name, name),
            or(isNull(syncJobs.leaseUntil), lt(syncJobs.leaseUntil, now)),
            isDueOnly ? lte(syncJobs.nextRunAt, now) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** Records the run's outcome and lets the lease go; false when the lease was no longer the run's. */
    async finish(name: SyncJobName, token: string, record: SyncRunRecord): Promise<boolean> {
      const rows = await db
        .update(syncJobs)
        .set({ ...record, leaseOwner: null, leaseUntil: null })
        .where(heldBy(name, token))
        .returning({ name: syncJobs.name });
      return rows.length > 0;
    },

    /** Lets the lease go without an outcome (the server is stopping): the job stays due for another. */
    async release(name: SyncJobName, token: string) {
      await db.update(syncJobs).set({ leaseOwner: null, leaseUntil: null }).where(heldBy(name, token));
    },

    /** The staff who review imported articles: every active admin. */
    async findStaffIds(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.userType, ADMIN), eq(users.active, true)));
      return rows.map((row) => row.id);
    },
  };
}

export type SyncRepository = ReturnType<typeof createSyncRepository>;
