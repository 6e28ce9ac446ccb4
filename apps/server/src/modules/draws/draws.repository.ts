import type { DrawCategory } from '@maplebridge/contracts';
import { and, asc, desc, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type DrawRow, draws } from '#db/schema/index.ts';
import { categoryOf } from './draw-category.ts';
import type { Round } from './parse-rounds.ts';

export interface DrawFilter {
  categories?: DrawCategory[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const newestFirst = [desc(draws.date), desc(draws.number)];

export function createDrawsRepository(db: Database) {
  const whereOf = (filter: DrawFilter) => {
    const conditions: SQL[] = [];
    if (filter.categories?.length) conditions.push(inArray(draws.category, filter.categories));
    if (filter.from) conditions.push(gte(draws.date, filter.from));
    if (filter.to) conditions.push(lte(draws.date, filter.to));
    return and(...conditions);
  };

  return {
    async page(filter: DrawFilter, pageNumber: number, pageSize: number) {
      const rows = await db
        .select()
        .from(draws)
        .where(whereOf(filter))
        .orderBy(...newestFirst)
        .limit(pageSize + 1)
        .offset((pageNumber - 1) * pageSize);
      return { rows: rows.slice(0, pageSize), hasNextPage: rows.length > pageSize };
    },

    /** The matching rounds, oldest first, with only the columns the rounds chart draws. */
    cutOffs(filter: DrawFilter) {
      return db
        .select({
          number: draws.number,
          date: draws.date,
          category: draws.category,
          invitations: draws.invitations,
          lowestScore: draws.lowestScore,
        })
        .from(draws)
        .where(whereOf(filter))
        .orderBy(asc(draws.date), asc(draws.number));
    },

    async latest(categories: DrawCategory[]): Promise<DrawRow | undefined> {
      const [row] = await db
        .select()
        .from(draws)
        .where(inArray(draws.category, categories))
        .orderBy(...newestFirst)
        .limit(1);
      return row;
    },

    /**
     * The `perCategory` most recent rounds of each category since `since` (YYYY-MM-DD), newest first:
     * one read for both a type's latest round and its earlier cut-offs.
     */
    async recentPerCategory(since: string, perCategory: number): Promise<DrawRow[]> {
      const ranked = db
        .select({
          ...getTableColumns(draws),
          rank: sql<number>`row_number() over (partition by ${draws.category} order by ${draws.date} desc, ${draws.number} desc)`.as(
            'rank',
          ),
        })
        .from(draws)
        .where(gte(draws.date, since))
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(lte(ranked.rank, perCategory))
        .orderBy(desc(ranked.date), desc(ranked.number));
      return rows.map(({ rank: _rank, ...row }) => row);
    },

    async isEmpty(): Promise<boolean> {
      return (await db.select({ number: draws.number }).from(draws).limit(1)).length === 0;
    },

    /** Stores the rounds not stored yet; answers those it added. */
    async addNew(rounds: Round[]): Promise<DrawRow[]> {
      const added: DrawRow[] = [];
      // Batches keep each statement well under PostgreSQL's 65,535 parameters.
      for (let start = 0; start < rounds.length; start += 200) {
        const batch = rounds
          .slice(start, start + 200)
          .map((round) => ({ ...round, category: round.category ?? categoryOf(round.name) }));
        added.push(
          ...(await db.insert(draws).values(batch).onConflictDoNothing({ target: draws.number }).returning()),
        );
      }
      return added;
    },
  };
}

export type DrawsRepository = ReturnType<typeof createDrawsRepository>;
