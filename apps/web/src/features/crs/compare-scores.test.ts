import type { CrsScoreDto } from '@maplebridge/contracts';
import { NO_SPOUSE, parseProfile, scoreProfile } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { describe, expect, it } from 'vitest';
import { compareScores } from './compare-scores.ts';

const scoreOf = (profile: Parameters<typeof parseProfile>[0]): CrsScoreDto => {
  const parsed = parseProfile(profile);
  if (!parsed.success) throw new Error('bad fixture');
  const score = scoreProfile(parsed.profile);
  return { ...score, lines: score.lines.map((line) => ({ factor: line.factor, points: line.points })) };
};

describe('compareScores', () => {
  const married = scoreOf(MARRIED_APPLICANT);
  const single = scoreOf({ ...MARRIED_APPLICANT, ...NO_SPOUSE });

  it('lines up each factor and total of two scores, B − A, the engine’s totals kept', () => {
    const { groups, grandTotal } = compareScores(single, married);
    expect(grandTotal).toEqual({
      factor: 'grandtotal',
      a: single.grandtotal,
      b: married.grandtotal,
      difference: married.grandtotal - single.grandtotal,
    });
    for (const group of groups) {
      const sum = (side: 'a' | 'b') => group.lines.reduce((total, line) => total + line[side], 0);
      // The lines add up to the total, no factor left out; skill transferability is capped (50 a pair, 100 in all).
      if (group.key !== 'skill') {
        expect(sum('a'), group.key).toBe(group.total.a);
        expect(sum('b'), group.key).toBe(group.total.b);
      }
      for (const line of group.lines) expect(line.difference).toBe(line.b - line.a);
    }
    expect(groups.find((group) => group.key === 'skill')?.total).toMatchObject({
      a: single.skill_factors,
      b: married.skill_factors,
    });
  });

  it('shows the spouse group when either profile has a spouse who comes along, its factors 0 for the other', () => {
    expect(compareScores(single, single).groups.map((group) => group.key)).toEqual([
      'core',
      'skill',
      'bonus',
    ]);
    const spouse = compareScores(single, married).groups.find((group) => group.key === 'spouse');
    expect(spouse?.lines.length).toBeGreaterThan(0);
    expect(spouse?.lines.every((line) => line.a === 0)).toBe(true);
    expect(spouse?.total.b).toBe(married.spouse_factors);
  });

  it('finds no difference between a score and itself', () => {
    const { groups, grandTotal } = compareScores(married, married);
    expect(
      [grandTotal, ...groups.flatMap((group) => [...group.lines, group.total])].every(
        (line) => line.difference === 0,
      ),
    ).toBe(true);
  });
});
