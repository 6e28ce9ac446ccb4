import { DRAW_CATEGORIES, type DrawCategory } from '@maplebridge/contracts';

/** How far back the page looks: the past 12 months, 2 or 5 years, or every round since the first. */
export const ROUND_PERIODS = ['1y', '2y', '5y', 'all'] as const;
export type RoundPeriod = (typeof ROUND_PERIODS)[number];

const YEARS_BACK: Record<Exclude<RoundPeriod, 'all'>, number> = { '1y': 1, '2y': 2, '5y': 5 };

export interface RoundsFilter {
  category: DrawCategory | 'all';
  period: RoundPeriod;
}

export const DEFAULT_ROUNDS_FILTER: RoundsFilter = { category: 'all', period: '2y' };

const isCategory = (value: string | null): value is DrawCategory =>
  (DRAW_CATEGORIES as readonly (string | null)[]).includes(value);
const isPeriod = (value: string | null): value is RoundPeriod =>
  (ROUND_PERIODS as readonly (string | null)[]).includes(value);

/** The filter kept in the address (`?category=french&period=5y`), so back, reload and links keep it. */
export function roundsFilterFromSearch(search: URLSearchParams): RoundsFilter {
  const category = search.get('category');
  const period = search.get('period');
  return {
    category: isCategory(category) ? category : DEFAULT_ROUNDS_FILTER.category,
    period: isPeriod(period) ? period : DEFAULT_ROUNDS_FILTER.period,
  };
}

/** The address's query for a filter; the defaults are left out, so the plain page stays `/crs-tool/draws`. */
export function searchFromRoundsFilter(filter: RoundsFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.category !== DEFAULT_ROUNDS_FILTER.category) search.set('category', filter.category);
  if (filter.period !== DEFAULT_ROUNDS_FILTER.period) search.set('period', filter.period);
  return search;
}

/** A day as the API writes it (`2026-08-19`), in UTC like the chart's axis. */
export const toIsoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period ending `today` (YYYY-MM-DD), or undefined for every round. */
export function periodStart(period: RoundPeriod, today: Date): string | undefined {
  if (period === 'all') return undefined;
  // From 29 February, a year back is 1 March.
  return toIsoDay(
    new Date(Date.UTC(today.getUTCFullYear() - YEARS_BACK[period], today.getUTCMonth(), today.getUTCDate())),
  );
}
