import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileArbitrary } from '../src/fixtures/arbitraries.ts';
import { HAND_WORKED_CASES } from '../src/fixtures/hand-worked.ts';
import { scoreProfile } from '../src/score-profile.ts';
import { scoreJson } from './score-json.ts';

describe('scoreJson', () => {
  it('writes what JSON.stringify writes, for every generated profile and rule set', () => {
    fc.assert(
      fc.property(
        profileArbitrary,
        fc.constantFrom(undefined, '2016-11-19', '2017-06-06', '2020-10-20', '2025-03-25'),
        (profile, asOf) => {
          const score = scoreProfile(profile, asOf === undefined ? {} : { asOf });
          expect(scoreJson(score)).toBe(JSON.stringify(score));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('writes what JSON.stringify writes, for every hand-worked profile', () => {
    for (const { profile, asOf } of HAND_WORKED_CASES) {
      const score = scoreProfile(profile, asOf ? { asOf } : {});
      expect(scoreJson(score)).toBe(JSON.stringify(score));
    }
  });
});
