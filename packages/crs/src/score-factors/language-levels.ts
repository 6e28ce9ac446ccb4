import { LANGUAGE_CHARTS, type LanguageTest } from '../language/charts.ts';
import { clbFromMinimums } from '../language/to-clb.ts';
import type { LanguageResult } from '../profile.ts';

/** CLB/NCLC per ability, in IRCC's order: speaking, listening, reading, writing. 3 = below 4. */
export type ClbLevels = readonly [number, number, number, number];

// A switch keeps each lookup monomorphic; a keyed lookup by test name is several times slower.
function chartOf(test: LanguageTest) {
  switch (test) {
    case 'CELPIP-G':
      return LANGUAGE_CHARTS['CELPIP-G'];
    case 'IELTS':
      return LANGUAGE_CHARTS.IELTS;
    case 'PTE Core':
      return LANGUAGE_CHARTS['PTE Core'];
    case 'TEF Canada':
      return LANGUAGE_CHARTS['TEF Canada'];
    default:
      return LANGUAGE_CHARTS['TCF Canada'];
  }
}

export function toClbLevels(result: LanguageResult): ClbLevels {
  const chart = chartOf(result.test);
  return [
    clbFromMinimums(chart.speaking, result.speaking),
    clbFromMinimums(chart.listening, result.listening),
    clbFromMinimums(chart.reading, result.reading),
    clbFromMinimums(chart.writing, result.writing),
  ];
}

export function lowestClb(levels: ClbLevels): number {
  return Math.min(levels[0], levels[1], levels[2], levels[3]);
}

/** Whether any ability is below its own minimum (the minimums in the same order). */
export function isBelowAnyMinimum(levels: ClbLevels, minimums: ClbLevels): boolean {
  return (
    levels[0] < minimums[0] || levels[1] < minimums[1] || levels[2] < minimums[2] || levels[3] < minimums[3]
  );
}

/** The sum over the four abilities of a per-ability table indexed by CLB − 3. */
export function sumByClb(table: Int32Array, levels: ClbLevels): number {
  return (
    (table[levels[0] - 3] as number) +
    (table[levels[1] - 3] as number) +
    (table[levels[2] - 3] as number) +
    (table[levels[3] - 3] as number)
  );
}
