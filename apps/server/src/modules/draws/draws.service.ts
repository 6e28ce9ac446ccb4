import type { Draw, DrawCategory, DrawCutOff } from '@maplebridge/contracts';
import type { DrawRow } from '#db/schema/index.ts';
import { directReads, type PublicReads } from '#public-reads.ts';
import { CUT_OFF_CATEGORIES } from './draw-category.ts';
import type { DrawFilter, DrawsRepository } from './draws.repository.ts';
import type { Round } from './parse-rounds.ts';

export const toDrawDto = (row: DrawRow): Draw => ({
  number: row.number,
  date: row.date,
  name: row.name,
  category: row.category as DrawCategory,
  programs: row.programs,
  invitations: row.invitations,
  lowestScore: row.lowestScore,
  tieBreak: row.tieBreak,
});

/** Called with the rounds an import added, newest first; answers how many members it alerted. */
export type NewRoundsListener = (rounds: Draw[]) => Promise<number>;

export function createDrawsService(
  draws: DrawsRepository,
  onNewRounds: NewRoundsListener = async () => 0,
  publicReads: PublicReads = directReads,
) {
  const readPage = async (filter: DrawFilter, pageNumber: number, pageSize: number) => {
    const [{ rows, hasNextPage }, latestCutOff] = await Promise.all([
      draws.page(filter, pageNumber, pageSize),
      draws.latest(CUT_OFF_CATEGORIES),
    ]);
    return {
      items: rows.map(toDrawDto),
      hasNextPage,
      currentPage: pageNumber,
      latestCutOff: latestCutOff ? toDrawDto(latestCutOff) : null,
    };
  };

  return {
    page(filter: DrawFilter, pageNumber: number, pageSize: number) {
      return publicReads.read(`draws:${JSON.stringify([filter, pageNumber, pageSize])}`, () =>
        readPage(filter, pageNumber, pageSize),
      );
    },

    /** Every matching round as a point of the rounds chart, oldest first. */
    cutOffs(filter: DrawFilter): Promise<DrawCutOff[]> {
      return publicReads.read(`draws:cut-offs:${JSON.stringify(filter)}`, async () =>
        (await draws.cutOffs(filter)).map((row) => ({ ...row, category: row.category as DrawCategory })),
      );
    },

    /** Adds the rounds not seen before (newest first) and alerts the members they concern. */
    async importRounds(rounds: Round[]): Promise<{ added: Draw[]; skipped: number; alerted: number }> {
      const added = (await draws.addNew(rounds))
        .map(toDrawDto)
        .sort((a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number));
      if (added.length) publicReads.clear();
      const alerted = added.length ? await onNewRounds(added) : 0;
      return { added, skipped: rounds.length - added.length, alerted };
    },
  };
}

export type DrawsService = ReturnType<typeof createDrawsService>;
