import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import {
  type CodePurpose,
  type OneTimeCodeRow,
  oneTimeCodeFailures,
  oneTimeCodeLocks,
  oneTimeCodes,
} from '#db/schema/index.ts';

const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

export function createOneTimeCodesRepository(db: Database) {
  const ofAddress = (email: string, purpose: CodePurpose) =>
    and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose));
  return {
    async findLatest(email: string, purpose: CodePurpose): Promise<OneTimeCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(ofAddress(email, purpose))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row;
    },
    /** A new code ends every earlier code of the same address and purpose, and their reset proofs. */
    async replace(
      email: string,
      purpose: CodePurpose,
      codeHash: string,
      validSeconds: number,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(oneTimeCodes)
          .set({ consumedAt: sql`now()` })
          .where(and(ofAddress(email, purpose), isNull(oneTimeCodes.consumedAt)));
        await tx.insert(oneTimeCodes).values({
          email,
          purpose,
          codeHash,
          expiresAt: sql`now() + make_interval(secs => ${validSeconds})`,
        });
      });
    },
    /** Ends every live code of the address and purpose (a cancelled e-mail change). */
    async consumeAll(email: string, purpose: CodePurpose) {
      await db
        .update(oneTimeCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(ofAddress(email, purpose), isNull(oneTimeCodes.consumedAt)));
    },
    async recordWrongTry(id: string): Promise<number> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, id))
        .returning({ attempts: oneTimeCodes.attempts });
      return row?.attempts ?? 0;
    },
    async markVerified(id: string) {
      await db.update(oneTimeCodes).set({ verifiedAt: sql`now()` }).where(eq(oneTimeCodes.id, id));
    },
    async consume(id: string) {
      await db.update(oneTimeCodes).set({ consumedAt: sql`now()` }).where(eq(oneTimeCodes.id, id));
    },
    /** Whether a row is still usable, by the database clock. */
    async isLive(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.id, id),
            isNull(oneTimeCodes.consumedAt),
            sql`${oneTimeCodes.expiresAt} > now()`,
          ),
        );
      return row !== undefined;
    },

    /** Gives a verified code a (new) reset proof; an earlier proof of the code stops working. */
    async setProof(id: string, proofHash: string, validSeconds: number, userId: string | null) {
      await db
        .update(oneTimeCodes)
        .set({
          proofHash,
          proofExpiresAt: sql`now() + make_interval(secs => ${validSeconds})`,
          proofUserId: userId,
        })
        .where(eq(oneTimeCodes.id, id));
    },
    /**
     * Uses a live reset proof of this address, once: of two requests racing with it, one gets the
     * account id. Undefined for a proof unknown, used, expired, ended by a newer code or of another address.
     */
    /** The live proof of this address's reset: its account, or undefined. `consume` uses it up. */
    async findProof(
      proofHash: string,
      email: string,
      consume = false,
    ): Promise<{ userId: string | null } | undefined> {
      const live = and(
        eq(oneTimeCodes.proofHash, proofHash),
        ofAddress(email, 'passwordReset'),
        isNull(oneTimeCodes.consumedAt),
        sql`${oneTimeCodes.proofExpiresAt} > now()`,
      );
      const [row] = consume
        ? await db
            .update(oneTimeCodes)
            .set({ consumedAt: sql`now()` })
            .where(live)
            .returning({ userId: oneTimeCodes.proofUserId })
        : await db.select({ userId: oneTimeCodes.proofUserId }).from(oneTimeCodes).where(live);
      return row;
    },

    /** Seconds left on the address's lock for this purpose; 0 when it is not locked. */
    async lockSecondsLeft(email: string, purpose: CodePurpose): Promise<number> {
      const [row] = await db
        .select({
          seconds: sql<number>`ceil(extract(epoch from ${oneTimeCodeLocks.lockedUntil} - now()))::int`,
        })
        .from(oneTimeCodeLocks)
        .where(
          and(
            eq(oneTimeCodeLocks.email, email),
            eq(oneTimeCodeLocks.purpose, purpose),
            sql`${oneTimeCodeLocks.lockedUntil} > now()`,
          ),
        );
      return row ? Math.max(1, Number(row.seconds)) : 0;
    },
    /**
     * Counts a code check before it is made: its row id, and how many checks of the address and
     * purpose are counted within the window, this one included (racing checks each see a higher
     * number, so no more than the limit get through). Wrong codes older than the window and ended
     * locks are dropped, whatever their address: they are kept no longer than they count.
     */
    async countCheck(
      email: string,
      purpose: CodePurpose,
      windowSeconds: number,
    ): Promise<{ id: string; count: number }> {
      const scope = and(eq(oneTimeCodeFailures.email, email), eq(oneTimeCodeFailures.purpose, purpose));
      await db
        .delete(oneTimeCodeFailures)
        .where(lt(oneTimeCodeFailures.createdAt, secondsAgo(windowSeconds)));
      await db.delete(oneTimeCodeLocks).where(sql`${oneTimeCodeLocks.lockedUntil} <= now()`);
      const [row] = await db
        .insert(oneTimeCodeFailures)
        .values({ email, purpose })
        .returning({ id: oneTimeCodeFailures.id });
      const [counted] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(oneTimeCodeFailures)
        .where(and(scope, gt(oneTimeCodeFailures.createdAt, secondsAgo(windowSeconds))));
      return { id: row?.id as string, count: Number(counted?.count ?? 0) };
    },
    /** A check that was right (or refused unchecked) is no wrong code. */
    async uncountCheck(id: string) {
      await db.delete(oneTimeCodeFailures).where(eq(oneTimeCodeFailures.id, id));
    },
    /**
     * Locks the address's checks of this purpose for `seconds`, unless a lock is already on:
     * `isNew` tells the one request that set it (to mail and audit once), with the seconds left.
     */
    async lock(
      email: string,
      purpose: CodePurpose,
      seconds: number,
    ): Promise<{ isNew: boolean; secondsLeft: number }> {
      const [row] = await db
        .insert(oneTimeCodeLocks)
        .values({ email, purpose, lockedUntil: sql`now() + make_interval(secs => ${seconds})` })
        .onConflictDoUpdate({
          target: [oneTimeCodeLocks.email, oneTimeCodeLocks.purpose],
          set: { lockedUntil: sql`excluded.locked_until` },
          setWhere: sql`${oneTimeCodeLocks.lockedUntil} <= now()`,
        })
        .returning({ email: oneTimeCodeLocks.email });
      if (row) return { isNew: true, secondsLeft: seconds };
      return { isNew: false, secondsLeft: (await this.lockSecondsLeft(email, purpose)) || seconds };
    },
  };
}

export type OneTimeCodesRepository = ReturnType<typeof createOneTimeCodesRepository>;
