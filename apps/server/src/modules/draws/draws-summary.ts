import type { DrawRow } from '#db/schema/index.ts';
import { createPublicReads } from '#public-reads.ts';
import { CUT_OFF_CATEGORIES } from './draw-category.ts';
import type { DrawsRepository } from './draws.repository.ts';

const RECENT_DAYS = 365;
const DAY_MS = 86_400_000;
/** Rounds come a few times a month; every score shown within a minute of a new one is current enough. */
const TTL_MS = 60_000;
/** A result shows a round type's latest cut-off and up to 4 before it, so a trend is visible. */
const EARLIER_CUT_OFFS = 4;
/** Express Entry's first round of invitations; every round is on or after it. */
const FIRST_ROUND_DATE = '2015-01-31';
const LAST_ROUNDS_PER_CATEGORY = 3;

export interface RoundsOfType {
  /** The most recent round of this category. */
  round: DrawRow;
  /** Up to 4 earlier rounds of the same category in the past year, newest first. */
  earlier: DrawRow[];
}

export interface DrawsSummary {
  /** The most recent general or Canadian Experience Class round (the assistant quotes its cut-off). */
  latestCutOff: DrawRow | undefined;
  /** Each category with a round in the past year, the one with the newest round first. */
  recent: RoundsOfType[];
}

/** Rows newest first, grouped by category in the order of each category's newest round. */
function groupByCategory(rows: DrawRow[]): RoundsOfType[] {
  const groups = new Map<string, RoundsOfType>();
  for (const row of rows) {
    const group = groups.get(row.category);
    if (group) group.earlier.push(row);
    else groups.set(row.category, { round: row, earlier: [] });
  }
  return [...groups.values()];
}

/**
 * What every CRS result compares with, read once a minute rather than on every calculation (the
 * two reads cost more than the scoring itself). Each replica keeps its own copy; nothing per user.
 */
export function createDrawsSummary(draws: DrawsRepository, clock: () => number = Date.now) {
  const cache = createPublicReads({ ttlMs: TTL_MS, clock });
  const read = async (): Promise<DrawsSummary> => {
    const since = new Date(clock() - RECENT_DAYS * DAY_MS).toISOString().slice(0, 10);
    const [latestCutOff, recent] = await Promise.all([
      draws.latest(CUT_OFF_CATEGORIES),
      draws.recentPerCategory(since, 1 + EARLIER_CUT_OFFS),
    ]);
    return { latestCutOff, recent: groupByCategory(recent) };
  };
  return {
    get: (): Promise<DrawsSummary> => cache.read('summary', read),
    /** The last rounds of every category ever drawn, newest first (the assistant names old kinds too). */
    lastOfEachCategory: (): Promise<DrawRow[]> =>
      cache.read('last-of-each', () => draws.recentPerCategory(FIRST_ROUND_DATE, LAST_ROUNDS_PER_CATEGORY)),
    /** A new round was stored: the next reader reads again. */
    invalidate: () => cache.clear(),
  };
}

export type DrawsSummaryReader = ReturnType<typeof createDrawsSummary>;
