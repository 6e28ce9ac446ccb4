import { describe, expect, it } from 'vitest';
import { ABILITIES, LANGUAGE_CHARTS, type LanguageTest, SCORE_SCALES } from '../language/charts.ts';
import { clbFromMinimums } from '../language/to-clb.ts';
import type { LanguageResult } from '../profile.ts';
import { toClbLevels } from './language-levels.ts';

const TESTS = Object.keys(LANGUAGE_CHARTS) as LanguageTest[];

/** Every score from below the scale to above it, in half steps: on the scale, off its step, off it. */
function scoresAround(test: LanguageTest): number[] {
  const { min, max, step } = SCORE_SCALES[test].speaking;
  const scores: number[] = [-1, max + step, max + 0.25];
  for (let score = Math.min(0, min); score <= max; score += step / 2) scores.push(score);
  return scores;
}

describe('toClbLevels', () => {
  it.each(TESTS)('reads every %s score as the chart does, on the scale and off it', (test) => {
    for (const score of scoresAround(test)) {
      for (const [index, ability] of ABILITIES.entries()) {
        const result = { test, speaking: 0, listening: 0, reading: 0, writing: 0, [ability]: score };
        const levels = toClbLevels(result as LanguageResult);
        expect(levels[index], `${test} ${ability} ${score}`).toBe(
          clbFromMinimums(LANGUAGE_CHARTS[test][ability], score),
        );
      }
    }
  });
});
