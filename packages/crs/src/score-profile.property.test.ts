import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileArbitrary } from './fixtures/arbitraries.ts';
import { ABILITIES, SCORE_SCALES } from './language/charts.ts';
import { parseProfile } from './profile.ts';
import { scoreProfile } from './score-profile.ts';

const RUNS = { numRuns: 2000 };

describe('scoreProfile properties', () => {
  it('makes the total the sum of the four sections', () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        const r = scoreProfile(profile);
        expect(r.grandtotal).toBe(r.core_factors + r.spouse_factors + r.skill_factors + r.bonus_factors);
      }),
      RUNS,
    );
  });

  it('keeps every section under its cap, and every figure a whole number', () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        const r = scoreProfile(profile);
        expect(r.core_factors).toBeLessThanOrEqual(r.isWithSpouse ? 460 : 500);
        expect(r.spouse_factors).toBeLessThanOrEqual(r.isWithSpouse ? 40 : 0);
        expect(r.educationTot).toBeLessThanOrEqual(50);
        expect(r.foreign_xp_tot).toBeLessThanOrEqual(50);
        expect(r.certificate).toBeLessThanOrEqual(50);
        expect(r.skill_factors).toBeLessThanOrEqual(100);
        expect(r.bonus_factors).toBeLessThanOrEqual(600);
        expect(r.grandtotal).toBeLessThanOrEqual(1200);
        expect(r.job_bonus).toBe(0);
        for (const value of Object.values(r)) {
          if (typeof value === 'number') expect(Number.isInteger(value) && value >= 0).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('never lowers the total when one language ability improves', () => {
    const languageFields = ['firstLanguage', 'secondLanguage', 'spouseLanguage'] as const;
    fc.assert(
      fc.property(
        profileArbitrary,
        fc.constantFrom(...languageFields),
        fc.constantFrom(...ABILITIES),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (profile, field, ability, fraction) => {
          const result = profile[field];
          if (result === null) return;
          const { max, step } = SCORE_SCALES[result.test][ability];
          const current = result[ability];
          const better = current + Math.round(((max - current) * fraction) / step) * step;
          const improved = { ...profile, [field]: { ...result, [ability]: better } };
          expect(scoreProfile(improved).grandtotal).toBeGreaterThanOrEqual(scoreProfile(profile).grandtotal);
        },
      ),
      RUNS,
    );
  });

  it('accepts every generated profile as valid input', () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        expect(parseProfile(profile).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
