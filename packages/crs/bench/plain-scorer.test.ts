import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileArbitrary } from '../src/fixtures/arbitraries.ts';
import { HAND_WORKED_CASES } from '../src/fixtures/hand-worked.ts';
import { scoreProfile } from '../src/score-profile.ts';
import { scorePlainProfile } from './plain-scorer.ts';

/** The bench's reference is only honest if it computes what the engine computes. */
describe('scorePlainProfile, the bench reference', () => {
  it('gives the total of scoreProfile on every generated profile', () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        expect(scorePlainProfile(JSON.parse(JSON.stringify(profile)))).toBe(scoreProfile(profile).grandtotal);
      }),
      { numRuns: 5_000 },
    );
  });

  it('gives the hand-worked totals under today’s rules', () => {
    for (const testCase of HAND_WORKED_CASES.filter((each) => each.asOf === undefined)) {
      expect(scorePlainProfile(testCase.profile), testCase.name).toBe(testCase.expected[4]);
    }
  });
});
