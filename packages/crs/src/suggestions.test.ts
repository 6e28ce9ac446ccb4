import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileArbitrary } from './fixtures/arbitraries.ts';
import { baseProfile, celpip, withSpouse } from './fixtures/profiles.ts';
import { scoreProfile } from './score-profile.ts';
import { suggestImprovements } from './suggestions.ts';

describe('suggestImprovements', () => {
  it('ranks realistic changes by points gained, with their new score', () => {
    // Single, 29, high school, CLB 4: 164. A nomination adds 600; CLB 9 in all four adds 4×(31−6) = 100.
    const advice = suggestImprovements(baseProfile());
    expect(advice.score).toBe(164);
    expect(advice.suggestions[0]).toEqual({
      code: 'nomination.provincial',
      details: {},
      newScore: 764,
      gain: 600,
    });
    const toClb9 = advice.suggestions.find(
      (s) => s.code === 'firstLanguage.allToClb' && s.details.toClb === 9,
    );
    expect(toClb9).toMatchObject({ newScore: 264, gain: 100 });
    const gains = advice.suggestions.map((s) => s.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });

  it('raises one ability a level at a time', () => {
    // Listening CLB 8 → 9 is 31 − 23 = 8 more; with a master's, transferability rises too once all four reach 9.
    const advice = suggestImprovements(
      baseProfile({ education: 'masters', firstLanguage: celpip(9, 8, 9, 9) }),
    );
    const listening = advice.suggestions.find(
      (s) => s.code === 'firstLanguage.abilityUp' && s.details.ability === 'listening',
    );
    // 8 (core) + 25 (master's with CLB 9 in all four instead of CLB 7+) = 33.
    expect(listening).toMatchObject({ details: { ability: 'listening', fromClb: 8, toClb: 9 }, gain: 33 });
  });

  it('suggests a French test at NCLC 7 to an English speaker', () => {
    // NCLC 7 second language: 4×3 = 12; French bonus with English CLB 5+: 50. 62 in all.
    const advice = suggestImprovements(baseProfile({ firstLanguage: celpip(9) }));
    expect(advice.suggestions.find((s) => s.code === 'secondLanguage.atNclc7')).toMatchObject({
      details: { test: 'TEF Canada' },
      gain: 62,
    });
  });

  it('suggests the spouse a test, and more education', () => {
    const advice = suggestImprovements(withSpouse({ spouseEducation: 'secondary' }));
    expect(advice.suggestions.find((s) => s.code === 'spouse.languageAtClb7')).toMatchObject({ gain: 12 });
    expect(advice.suggestions.find((s) => s.code === 'spouse.educationNextLevel')).toMatchObject({
      details: { education: 'oneYear' },
      gain: 4,
    });
  });

  it('warns when the next birthday costs points, and says how many', () => {
    expect(suggestImprovements(baseProfile({ age: 30 })).ageWarning).toEqual({
      code: 'age.nextBirthday',
      nextAge: 31,
      // At 30: 105 + 30 + 24 = 159; at 31: 99 + 54 = 153.
      newScore: 153,
      pointsLost: 6,
    });
    expect(suggestImprovements(baseProfile({ age: 25 })).ageWarning).toBeNull();
    expect(suggestImprovements(baseProfile({ age: 45 })).ageWarning).toBeNull();
  });

  it('only ever suggests gains that re-scoring confirms', () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        const advice = suggestImprovements(profile);
        expect(advice.score).toBe(scoreProfile(profile).grandtotal);
        for (const suggestion of advice.suggestions) {
          expect(suggestion.gain).toBeGreaterThan(0);
          expect(suggestion.newScore).toBe(advice.score + suggestion.gain);
          expect(suggestion.newScore).toBeLessThanOrEqual(1200);
        }
      }),
      { numRuns: 300 },
    );
  });
});
