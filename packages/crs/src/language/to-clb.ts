import { type Ability, LANGUAGE_CHARTS, type LanguageTest } from './charts.ts';

/** CLB/NCLC levels run 4..10; 3 stands for every result below CLB 4 (worth 0 everywhere). */
export const BELOW_CLB_4 = 3;

/** A raw test score to its CLB/NCLC level, by the official chart. */
export function toClb(test: LanguageTest, ability: Ability, score: number): number {
  return clbFromMinimums(LANGUAGE_CHARTS[test][ability], score);
}

export function clbFromMinimums(minimums: readonly number[], score: number): number {
  for (let index = 0; index < 7; index++) {
    if (score >= (minimums[index] as number)) return 10 - index;
  }
  return BELOW_CLB_4;
}
