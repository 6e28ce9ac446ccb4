import { describe, expect, it } from 'vitest';
import { HAND_WORKED_CASES } from './fixtures/hand-worked.ts';
import { baseProfile, celpip, withSpouse } from './fixtures/profiles.ts';
import { parseProfile } from './profile.ts';
import { scoreProfile } from './score-profile.ts';

describe('scoreProfile on hand-worked profiles', () => {
  it('has at least 30 of them', () => {
    expect(HAND_WORKED_CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HAND_WORKED_CASES.map((testCase) => [testCase.name, testCase] as const))('%s', (_, testCase) => {
    // Each case is also valid input, as a user or a tool would send it.
    expect(parseProfile(testCase.profile)).toMatchObject({ success: true });
    const result = scoreProfile(testCase.profile, testCase.asOf ? { asOf: testCase.asOf } : {});
    expect([
      result.core_factors,
      result.spouse_factors,
      result.skill_factors,
      result.bonus_factors,
      result.grandtotal,
    ]).toEqual(testCase.expected);
  });
});

describe('scoreProfile result', () => {
  it('adds up its parts as the spec names them', () => {
    const result = scoreProfile(
      withSpouse({
        education: 'masters',
        firstLanguage: celpip(9),
        canadianWorkYears: 1,
        spouseLanguage: celpip(7),
      }),
    );
    expect(result.core_factors).toBe(
      result.agePoint + result.level_of_education + result.langTot + result.q6iAnswerPoints,
    );
    expect(result.langTot).toBe(result.firstLanguagePoints + result.secondaryLanguagePoints);
    expect(result.spouse_factors).toBe(
      result.spouse_level_education + result.spouse_firs_language + result.spouse_canadian_work_experience,
    );
    expect(result.skill_factors).toBe(result.educationTot + result.foreign_xp_tot + result.certificate);
  });

  it('lists a line per factor with codes, and the CLB of each language ability', () => {
    const result = scoreProfile(baseProfile({ firstLanguage: celpip(9, 8, 7, 3) }));
    expect(result.lines.map((line) => line.factor)).toEqual([
      'core.age',
      'core.education',
      'core.firstLanguage',
      'core.secondLanguage',
      'core.canadianWork',
      'transferability.educationLanguage',
      'transferability.educationCanadianWork',
      'transferability.foreignWorkLanguage',
      'transferability.foreignWorkCanadianWork',
      'transferability.certificate',
      'additional.nomination',
      'additional.jobOffer',
      'additional.canadianStudy',
      'additional.sibling',
      'additional.frenchBonus',
    ]);
    expect(result.lines[2]).toEqual({
      factor: 'core.firstLanguage',
      points: 31 + 23 + 17 + 0,
      clb: [9, 8, 7, 3],
    });
  });

  it('adds the spouse lines only with an accompanying spouse', () => {
    const factors = scoreProfile(withSpouse()).lines.map((line) => line.factor);
    expect(factors).toEqual(
      expect.arrayContaining(['spouse.education', 'spouse.language', 'spouse.canadianWork']),
    );
  });
});
