import type { DrawCategory } from '@maplebridge/contracts';
import { and, desc, gte, inArray, lte, type SQL } from 'drizzle-orm';
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

    async latest(categories: DrawCategory[]): Promise<DrawRow | undefined> {
      const [row] = await db
        .select()
        .from(draws)
        .where(inArray(draws.category, categories))
        .orderBy(...newestFirst)
        .limit(1);
      return row;
    },

    /** The most recent round of each category since `since` (YYYY-MM-DD), newest first. */
    async latestPerCategory(since: string): Promise<DrawRow[]> {
      const rows = await db
        .selectDistinctOn([draws.category])
        .from(draws)
        .where(gte(draws.date, since))
        .orderBy(draws.category, desc(draws.date), desc(draws.number));
      return rows.sort((a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number));
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
