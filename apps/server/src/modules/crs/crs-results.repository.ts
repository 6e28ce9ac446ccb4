import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type CrsResultRow, crsResults, users } from '#db/schema/index.ts';

export type CrsResultWrite = Pick<CrsResultRow, 'answers' | 'grandTotal' | 'score' | 'ruleSetId' | 'work'>;

export function createCrsResultsRepository(db: Database) {
  return {
    async create(userId: string, result: CrsResultWrite): Promise<CrsResultRow> {
      const [row] = await db
        .insert(crsResults)
        .values({ userId, ...result })
        .returning();
      return row as CrsResultRow;
    },
    latest(userId: string, count: number): Promise<CrsResultRow[]> {
      return db
        .select()
        .from(crsResults)
        .where(eq(crsResults.userId, userId))
        .orderBy(desc(crsResults.submittedAt), desc(crsResults.id))
        .limit(count);
    },
    /** The member's own result; another member's id finds nothing. */
    async findOwn(userId: string, id: string): Promise<CrsResultRow | undefined> {
      const [row] = await db
        .select()
        .from(crsResults)
        .where(and(eq(crsResults.id, id), eq(crsResults.userId, userId)));
      return row;
    },
    async updateOwn(userId: string, id: string, result: CrsResultWrite): Promise<CrsResultRow | undefined> {
      const [row] = await db
        .update(crsResults)
        .set({ ...result, updatedAt: new Date() })
        .where(and(eq(crsResults.id, id), eq(crsResults.userId, userId)))
        .returning();
      return row;
    },
    /** A new name for the member's own result (null for none); its saved date stays. */
    async renameOwn(userId: string, id: string, name: string | null): Promise<CrsResultRow | undefined> {
      const [row] = await db
        .update(crsResults)
        .set({ name })
        .where(and(eq(crsResults.id, id), eq(crsResults.userId, userId)))
        .returning();
      return row;
    },
    /** Deletes the member's own result; false when they have none of this id. */
    async deleteOwn(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(crsResults)
        .where(and(eq(crsResults.id, id), eq(crsResults.userId, userId)))
        .returning({ id: crsResults.id });
      return rows.length > 0;
    },
    /**
     * The share token of the member's own result: the one it has, else `token`, in one statement so
     * that two presses at once end with one link. Undefined when they have no result of this id.
     */
    async shareOwn(userId: string, id: string, token: string): Promise<string | undefined> {
      const [row] = await db
        .update(crsResults)
        .set({ shareToken: sql`coalesce(${crsResults.shareToken}, ${token})` })
        .where(and(eq(crsResults.id, id), eq(crsResults.userId, userId)))
        .returning({ shareToken: crsResults.shareToken });
      return row?.shareToken ?? undefined;
    },
    /** Stops sharing the member's own result (its old link finds nothing); false when they have none of this id. */
    async unshareOwn(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(crsResults)
        .set({ shareToken: null })
        .where(and(eq(crsResults.id, id), eq(crsResults.userId, userId)))
        .returning({ id: crsResults.id });
      return rows.length > 0;
    },
    /** The result a share token names, whoever's it is. */
    async findShared(token: string): Promise<CrsResultRow | undefined> {
      const [row] = await db.select().from(crsResults).where(eq(crsResults.shareToken, token));
      return row;
    },
    /**
     * The most recent saved result of each active member whose score in it is at least `score`, with
     * what a mail to them needs: the round alerts' candidates.
     */
    async latestAtLeast(score: number) {
      const latest = db
        .selectDistinctOn([crsResults.userId], {
          id: crsResults.id,
          userId: crsResults.userId,
          answers: crsResults.answers,
          work: crsResults.work,
          grandTotal: crsResults.grandTotal,
          ruleSetId: crsResults.ruleSetId,
        })
        .from(crsResults)
        .orderBy(crsResults.userId, desc(crsResults.submittedAt), desc(crsResults.id))
        .as('latest');
      return db
        .select({
          result: {
            id: latest.id,
            answers: latest.answers,
            work: latest.work,
            grandTotal: latest.grandTotal,
            ruleSetId: latest.ruleSetId,
          },
          member: {
            id: users.id,
            email: users.email,
            fullName: users.fullName,
            defaultLanguage: users.defaultLanguage,
            emailRoundAlerts: users.emailRoundAlerts,
            isEmailVerified: users.isEmailVerified,
          },
        })
        .from(latest)
        .innerJoin(users, eq(users.id, latest.userId))
        .where(and(sql`${latest.grandTotal} >= ${score}`, eq(users.active, true)));
    },
  };
}

export type CrsResultsRepository = ReturnType<typeof createCrsResultsRepository>;
