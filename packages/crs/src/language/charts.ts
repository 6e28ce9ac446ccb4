/**
 * IRCC language test equivalency charts (shared/crs/rules.md §8): for each test and ability, the
 * lowest raw score of CLB/NCLC 10, 9, 8, 7, 6, 5 and 4, in that order. A score under the last one is
 * "below CLB 4".
 */
export type LanguageTest = 'CELPIP-G' | 'IELTS' | 'PTE Core' | 'TEF Canada' | 'TCF Canada';
export type Ability = 'speaking' | 'listening' | 'reading' | 'writing';

export const ABILITIES: readonly Ability[] = ['speaking', 'listening', 'reading', 'writing'];

type Minimums = readonly [number, number, number, number, number, number, number];

export const LANGUAGE_CHARTS: Record<LanguageTest, Record<Ability, Minimums>> = {
  // §8.1 CELPIP-General: level n is CLB n, 10–12 are CLB 10.
  'CELPIP-G': {
    speaking: [10, 9, 8, 7, 6, 5, 4],
    listening: [10, 9, 8, 7, 6, 5, 4],
    reading: [10, 9, 8, 7, 6, 5, 4],
    writing: [10, 9, 8, 7, 6, 5, 4],
  },
  // §8.2 IELTS General Training. Traps: listening 6.5 and 7.0 are CLB 7; reading 7.5 is CLB 9.
  IELTS: {
    speaking: [7.5, 7.0, 6.5, 6.0, 5.5, 5.0, 4.0],
    listening: [8.5, 8.0, 7.5, 6.0, 5.5, 5.0, 4.5],
    reading: [8.0, 7.0, 6.5, 6.0, 5.0, 4.0, 3.5],
    writing: [7.5, 7.0, 6.5, 6.0, 5.5, 5.0, 4.0],
  },
  // §8.3 PTE Core.
  'PTE Core': {
    speaking: [89, 84, 76, 68, 59, 51, 42],
    listening: [89, 82, 71, 60, 50, 39, 28],
    reading: [88, 78, 69, 60, 51, 42, 33],
    writing: [90, 88, 79, 69, 60, 51, 41],
  },
  // §8.4 TEF Canada, tests taken on or after 2023-12-11 (0–699 per ability).
  'TEF Canada': {
    speaking: [556, 518, 494, 456, 422, 387, 328],
    listening: [546, 503, 462, 434, 393, 352, 306],
    reading: [546, 503, 462, 434, 393, 352, 306],
    writing: [558, 512, 472, 428, 379, 330, 268],
  },
  // §8.5 TCF Canada. Listening and reading differ by a few points at NCLC 4–9.
  'TCF Canada': {
    speaking: [16, 14, 12, 10, 7, 6, 4],
    listening: [549, 523, 503, 458, 398, 369, 331],
    reading: [549, 524, 499, 453, 406, 375, 342],
    writing: [16, 14, 12, 10, 7, 6, 4],
  },
};

/** The raw scale of each test (shared/crs/profile.md). */
export const SCORE_SCALES: Record<
  LanguageTest,
  Record<Ability, { min: number; max: number; step: number }>
> = {
  'CELPIP-G': {
    speaking: { min: 1, max: 12, step: 1 },
    listening: { min: 1, max: 12, step: 1 },
    reading: { min: 1, max: 12, step: 1 },
    writing: { min: 1, max: 12, step: 1 },
  },
  IELTS: {
    speaking: { min: 1, max: 9, step: 0.5 },
    listening: { min: 1, max: 9, step: 0.5 },
    reading: { min: 1, max: 9, step: 0.5 },
    writing: { min: 1, max: 9, step: 0.5 },
  },
  'PTE Core': {
    speaking: { min: 10, max: 90, step: 1 },
    listening: { min: 10, max: 90, step: 1 },
    reading: { min: 10, max: 90, step: 1 },
    writing: { min: 10, max: 90, step: 1 },
  },
  'TEF Canada': {
    speaking: { min: 0, max: 699, step: 1 },
    listening: { min: 0, max: 699, step: 1 },
    reading: { min: 0, max: 699, step: 1 },
    writing: { min: 0, max: 699, step: 1 },
  },
  'TCF Canada': {
    speaking: { min: 0, max: 20, step: 1 },
    listening: { min: 100, max: 699, step: 1 },
    reading: { min: 100, max: 699, step: 1 },
    writing: { min: 0, max: 20, step: 1 },
  },
};

export function isFrenchTest(test: LanguageTest): boolean {
  return test === 'TEF Canada' || test === 'TCF Canada';
}
