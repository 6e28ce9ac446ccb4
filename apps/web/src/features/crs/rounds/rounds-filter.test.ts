import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUNDS_FILTER,
  periodStart,
  roundsFilterFromSearch,
  searchFromRoundsFilter,
} from './rounds-filter.ts';

describe('the rounds filter in the address', () => {
  it('reads a category and a period, and falls back to the defaults for anything else', () => {
    expect(roundsFilterFromSearch(new URLSearchParams('category=french&period=5y'))).toEqual({
      category: 'french',
      period: '5y',
    });
    expect(roundsFilterFromSearch(new URLSearchParams('category=lottery&period=10y'))).toEqual(
      DEFAULT_ROUNDS_FILTER,
    );
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(searchFromRoundsFilter(DEFAULT_ROUNDS_FILTER).toString()).toBe('');
    const filter = { category: 'cec', period: 'all' } as const;
    expect(searchFromRoundsFilter(filter).toString()).toBe('category=cec&period=all');
    expect(roundsFilterFromSearch(searchFromRoundsFilter(filter))).toEqual(filter);
  });
});

describe('periodStart', () => {
  const today = new Date('2026-11-28T04:00:00Z');

  it('goes back whole years from today, and not at all for every round', () => {
    expect(periodStart('1y', today)).toBe('2025-11-28');
    expect(periodStart('2y', today)).toBe('2024-11-28');
    expect(periodStart('5y', today)).toBe('2021-11-28');
    expect(periodStart('all', today)).toBeUndefined();
  });

  it('goes from 29 February to 1 March of a year with no 29th', () => {
    expect(periodStart('1y', new Date('2028-02-29T12:00:00Z'))).toBe('2027-03-01');
  });
});
