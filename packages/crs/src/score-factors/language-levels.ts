import { toClb } from '../language/to-clb.ts';
import type { LanguageResult } from '../profile.ts';

/** CLB/NCLC per ability, in IRCC's order: speaking, listening, reading, writing. */
export type ClbLevels = readonly [number, number, number, number];

export function toClbLevels(result: LanguageResult): ClbLevels {
  return [
    toClb(result.test, 'speaking', result.speaking),
    toClb(result.test, 'listening', result.listening),
    toClb(result.test, 'reading', result.reading),
    toClb(result.test, 'writing', result.writing),
  ];
}

export function lowestClb(levels: ClbLevels): number {
  return Math.min(levels[0], levels[1], levels[2], levels[3]);
}

/** Points of a per-ability table indexed by CLB 3 (below 4) … 10. */
export function pointsByClb(table: readonly number[], clb: number): number {
  return table[Math.min(clb, 10) - 3] as number;
}
