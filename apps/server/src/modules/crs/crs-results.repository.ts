import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type CrsResultRow, crsResults } from '#db/schema/index.ts';

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
    /** Members whose most recent saved score is at least `score`. */
    async membersWithLatestAtLeast(score: number): Promise<Array<{ userId: string; grandTotal: number }>> {
      const latest = db
        .selectDistinctOn([crsResults.userId], {
          userId: crsResults.userId,
          grandTotal: crsResults.grandTotal,
        })
        .from(crsResults)
        .orderBy(crsResults.userId, desc(crsResults.submittedAt), desc(crsResults.id))
        .as('latest');
      return db.select().from(latest).where(sql`${latest.grandTotal} >= ${score}`);
    },
  };
}

export type CrsResultsRepository = ReturnType<typeof createCrsResultsRepository>;
