import type { DrawRow } from '#db/schema/index.ts';
import { createPublicReads } from '#public-reads.ts';
import { CUT_OFF_CATEGORIES } from './draw-category.ts';
import type { DrawsRepository } from './draws.repository.ts';

const RECENT_DAYS = 365;
const DAY_MS = 86_400_000;
/** Rounds come a few times a month; every score shown within a minute of a new one is current enough. */
const TTL_MS = 60_000;

export interface DrawsSummary {
  /** The most recent general or Canadian Experience Class round: its lowest score is `crsPoints`. */
  latestCutOff: DrawRow | undefined;
  /** The most recent round of each category in the past year, newest first. */
  recent: DrawRow[];
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
      draws.latestPerCategory(since),
    ]);
    return { latestCutOff, recent };
  };
  return {
    get: (): Promise<DrawsSummary> => cache.read('summary', read),
    /** A new round was stored: the next reader reads again. */
    invalidate: () => cache.clear(),
  };
}

export type DrawsSummaryReader = ReturnType<typeof createDrawsSummary>;
