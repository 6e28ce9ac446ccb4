import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type CodePurpose, type OneTimeCodeRow, oneTimeCodes } from '#db/schema/index.ts';

export function createOneTimeCodesRepository(db: Database) {
  return {
    async findLatest(email: string, purpose: CodePurpose): Promise<OneTimeCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row;
    },
    /** A new code ends every earlier code of the same address and purpose. */
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
          .where(
            and(
              eq(oneTimeCodes.email, email),
              eq(oneTimeCodes.purpose, purpose),
              isNull(oneTimeCodes.consumedAt),
            ),
          );
        await tx.insert(oneTimeCodes).values({
          email,
          purpose,
          codeHash,
          expiresAt: sql`now() + make_interval(secs => ${validSeconds})`,
        });
      });
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
  };
}

export type OneTimeCodesRepository = ReturnType<typeof createOneTimeCodesRepository>;
