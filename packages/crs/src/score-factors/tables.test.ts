import { describe, expect, it } from 'vitest';
import { baseProfile, celpip, tefAtNclc, withSpouse } from '../fixtures/profiles.ts';
import type { Education } from '../profile.ts';
import { scoreProfile } from '../score-profile.ts';

/** Every row of every points table of shared/crs/rules.md §3–§6, scored through `scoreProfile`. */

// §3.1, copied from the criteria: [age, with spouse, without spouse].
const AGE_TABLE: Array<[number, number, number]> = [
  [17, 0, 0],
  [18, 90, 99],
  [19, 95, 105],
  [20, 100, 110],
  [21, 100, 110],
  [22, 100, 110],
  [23, 100, 110],
  [24, 100, 110],
  [25, 100, 110],
  [26, 100, 110],
  [27, 100, 110],
  [28, 100, 110],
  [29, 100, 110],
  [30, 95, 105],
  [31, 90, 99],
  [32, 85, 94],
  [33, 80, 88],
  [34, 75, 83],
  [35, 70, 77],
  [36, 65, 72],
  [37, 60, 66],
  [38, 55, 61],
  [39, 50, 55],
  [40, 45, 50],
  [41, 35, 39],
  [42, 25, 28],
  [43, 15, 17],
  [44, 5, 6],
  [45, 0, 0],
  [46, 0, 0],
  [47, 0, 0],
];

// §3.2: [level, with spouse, without spouse, spouse's own].
const EDUCATION_TABLE: Array<[Education, number, number, number]> = [
  ['lessThanSecondary', 0, 0, 0],
  ['secondary', 28, 30, 2],
  ['oneYear', 84, 90, 6],
  ['twoYear', 91, 98, 7],
  ['bachelors', 112, 120, 8],
  ['twoOrMore', 119, 128, 9],
  ['masters', 126, 135, 10],
  ['doctoral', 140, 150, 10],
];

// §3.3 per ability: [CLB, with spouse, without spouse]; CLB 3 stands for "less than 4".
const FIRST_LANGUAGE_TABLE: Array<[number, number, number]> = [
  [3, 0, 0],
  [4, 6, 6],
  [5, 6, 6],
  [6, 8, 9],
  [7, 16, 17],
  [8, 22, 23],
  [9, 29, 31],
  [10, 32, 34],
  [12, 32, 34],
];

// §3.5: [years, with spouse, without spouse, spouse's own].
const CANADIAN_WORK_TABLE: Array<[number, number, number, number]> = [
  [0, 0, 0, 0],
  [1, 35, 40, 5],
  [2, 46, 53, 7],
  [3, 56, 64, 8],
  [4, 63, 72, 9],
  [5, 70, 80, 10],
];

describe('core: age (§3.1)', () => {
  it.each(AGE_TABLE)('age %d scores %d with a spouse and %d without', (age, withPoints, withoutPoints) => {
    expect(scoreProfile(withSpouse({ age })).agePoint).toBe(withPoints);
    expect(scoreProfile(baseProfile({ age })).agePoint).toBe(withoutPoints);
  });
});

describe('core and spouse: education (§3.2)', () => {
  it.each(EDUCATION_TABLE)(
    '%s scores %d with a spouse, %d without, %d as the spouse',
    (education, withPoints, withoutPoints, spousePoints) => {
      expect(scoreProfile(withSpouse({ education })).level_of_education).toBe(withPoints);
      expect(scoreProfile(baseProfile({ education })).level_of_education).toBe(withoutPoints);
      expect(scoreProfile(withSpouse({ spouseEducation: education })).spouse_level_education).toBe(
        spousePoints,
      );
    },
  );
});

describe('core: first official language (§3.3)', () => {
  it.each(FIRST_LANGUAGE_TABLE)(
    'CLB %d scores %d per ability with a spouse and %d without',
    (clb, withPoints, withoutPoints) => {
      const firstLanguage = celpip(clb === 3 ? 3 : clb);
      expect(scoreProfile(withSpouse({ firstLanguage })).firstLanguagePoints).toBe(4 * withPoints);
      expect(scoreProfile(baseProfile({ firstLanguage })).firstLanguagePoints).toBe(4 * withoutPoints);
      // One ability at this level, the others below CLB 4: only that ability scores.
      expect(scoreProfile(baseProfile({ firstLanguage: celpip(3, 3, 3, clb) })).firstLanguagePoints).toBe(
        withoutPoints,
      );
    },
  );

  it('reaches its maxima: 128 with a spouse, 136 without', () => {
    expect(scoreProfile(withSpouse({ firstLanguage: celpip(10) })).firstLanguagePoints).toBe(128);
    expect(scoreProfile(baseProfile({ firstLanguage: celpip(12) })).firstLanguagePoints).toBe(136);
  });
});

describe('core: second official language (§3.4)', () => {
  it.each([
    [4, 0],
    [5, 1],
    [6, 1],
    [7, 3],
    [8, 3],
    [9, 6],
    [10, 6],
  ] as const)('NCLC %d scores %d per ability', (level, perAbility) => {
    const profile = baseProfile({ firstLanguage: celpip(7), secondLanguage: tefAtNclc(level) });
    expect(scoreProfile(profile).secondaryLanguagePoints).toBe(4 * perAbility);
    expect(scoreProfile(profile).langTot).toBe(4 * 17 + 4 * perAbility);
  });

  it('caps the section at 22 with a spouse and 24 without', () => {
    expect(scoreProfile(withSpouse({ secondLanguage: tefAtNclc(9) })).secondaryLanguagePoints).toBe(22);
    expect(scoreProfile(baseProfile({ secondLanguage: tefAtNclc(10) })).secondaryLanguagePoints).toBe(24);
  });

  it('scores an English test, PTE Core included, as the second language after a French first test', () => {
    const pte = { test: 'PTE Core', speaking: 84, listening: 82, reading: 78, writing: 88 } as const;
    expect(
      scoreProfile(baseProfile({ firstLanguage: tefAtNclc(7), secondLanguage: pte })).secondaryLanguagePoints,
    ).toBe(24);
  });
});

describe('core and spouse: Canadian work experience (§3.5)', () => {
  it.each(CANADIAN_WORK_TABLE)(
    '%d years score %d with a spouse, %d without, %d as the spouse',
    (years, withPoints, withoutPoints, spousePoints) => {
      expect(scoreProfile(withSpouse({ canadianWorkYears: years })).q6iAnswerPoints).toBe(withPoints);
      expect(scoreProfile(baseProfile({ canadianWorkYears: years })).q6iAnswerPoints).toBe(withoutPoints);
      expect(
        scoreProfile(withSpouse({ spouseCanadianWorkYears: years })).spouse_canadian_work_experience,
      ).toBe(spousePoints);
    },
  );
});

describe('spouse: official language (§4)', () => {
  it.each([
    [3, 0],
    [4, 0],
    [5, 1],
    [6, 1],
    [7, 3],
    [8, 3],
    [9, 5],
    [10, 5],
  ])('CLB %d scores %d per ability', (clb, perAbility) => {
    expect(scoreProfile(withSpouse({ spouseLanguage: celpip(clb) })).spouse_firs_language).toBe(
      4 * perAbility,
    );
  });

  it('reaches 40 at most, and counts only with an accompanying, non-Canadian spouse', () => {
    const spouse = {
      spouseEducation: 'doctoral',
      spouseCanadianWorkYears: 5,
      spouseLanguage: celpip(10),
    } as const;
    expect(scoreProfile(withSpouse(spouse)).spouse_factors).toBe(40);
    for (const partner of [
      { spouseCanadian: true, spouseAccompanying: null },
      { spouseCanadian: false, spouseAccompanying: false },
    ]) {
      const result = scoreProfile(withSpouse({ ...spouse, ...partner }));
      expect(result.spouse_factors).toBe(0);
      expect(result.isWithSpouse).toBe(false);
      expect(result.agePoint).toBe(110);
    }
  });
});

describe('skill transferability (§5)', () => {
  it.each([
    // [education, lowest first-language CLB, education + language]
    ['secondary', 9, 0],
    ['oneYear', 6, 0],
    ['oneYear', 7, 13],
    ['twoYear', 8, 13],
    ['bachelors', 9, 25],
    ['twoOrMore', 7, 25],
    ['masters', 8, 25],
    ['doctoral', 9, 50],
  ] as const)('education %s with CLB %d scores %d', (education, clb, points) => {
    expect(scoreProfile(baseProfile({ education, firstLanguage: celpip(clb) })).educationA).toBe(points);
  });

  it('uses the lowest of the four first-language abilities', () => {
    expect(
      scoreProfile(baseProfile({ education: 'masters', firstLanguage: celpip(10, 10, 10, 8) })).educationA,
    ).toBe(25);
    expect(
      scoreProfile(baseProfile({ education: 'masters', firstLanguage: celpip(10, 10, 10, 6) })).educationA,
    ).toBe(0);
  });

  it.each([
    ['secondary', 2, 0],
    ['oneYear', 1, 13],
    ['bachelors', 2, 25],
    ['twoOrMore', 1, 25],
    ['doctoral', 5, 50],
    ['masters', 0, 0],
  ] as const)('education %s with %d years in Canada scores %d', (education, canadianWorkYears, points) => {
    expect(scoreProfile(baseProfile({ education, canadianWorkYears })).educationB).toBe(points);
  });

  it('caps the education group at 50', () => {
    const result = scoreProfile(
      baseProfile({ education: 'doctoral', firstLanguage: celpip(9), canadianWorkYears: 2 }),
    );
    expect([result.educationA, result.educationB, result.educationTot]).toEqual([50, 50, 50]);
  });

  it.each([
    [0, 9, 0],
    [1, 6, 0],
    [1, 7, 13],
    [2, 9, 25],
    [3, 8, 25],
    [3, 9, 50],
  ])('%d years abroad with CLB %d score %d', (foreignWorkYears, clb, points) => {
    expect(scoreProfile(baseProfile({ foreignWorkYears, firstLanguage: celpip(clb) })).foreign_xp_1).toBe(
      points,
    );
  });

  it.each([
    [0, 2, 0],
    [2, 0, 0],
    [1, 1, 13],
    [2, 3, 25],
    [3, 1, 25],
    [3, 2, 50],
  ])('%d years abroad with %d in Canada score %d', (foreignWorkYears, canadianWorkYears, points) => {
    expect(scoreProfile(baseProfile({ foreignWorkYears, canadianWorkYears })).foreign_xp_2).toBe(points);
  });

  it('caps the foreign-work group at 50', () => {
    const result = scoreProfile(
      baseProfile({ foreignWorkYears: 3, firstLanguage: celpip(9), canadianWorkYears: 2 }),
    );
    expect([result.foreign_xp_1, result.foreign_xp_2, result.foreign_xp_tot]).toEqual([50, 50, 50]);
  });

  it.each([
    [4, 0],
    [5, 25],
    [6, 25],
    [7, 50],
    [10, 50],
  ])('a certificate of qualification with CLB %d scores %d', (clb, points) => {
    expect(
      scoreProfile(baseProfile({ certificateOfQualification: true, firstLanguage: celpip(clb) })).certificate,
    ).toBe(points);
    expect(scoreProfile(baseProfile({ firstLanguage: celpip(clb) })).certificate).toBe(0);
  });

  it('caps the section at 100', () => {
    const result = scoreProfile(
      baseProfile({
        education: 'doctoral',
        firstLanguage: celpip(9),
        canadianWorkYears: 2,
        foreignWorkYears: 3,
        certificateOfQualification: true,
      }),
    );
    expect([result.educationTot, result.foreign_xp_tot, result.certificate, result.skill_factors]).toEqual([
      50, 50, 50, 100,
    ]);
  });
});

describe('additional points (§6)', () => {
  it('gives 600 for a nomination', () => {
    expect(scoreProfile(baseProfile({ nomination: true })).prov_nom_bonus).toBe(600);
  });

  it.each([
    ['none', 0],
    ['secondaryOrLess', 0],
    ['oneOrTwoYear', 15],
    ['threeYearOrMore', 30],
  ] as const)('Canadian study %s scores %d', (canadianEducation, points) => {
    expect(scoreProfile(baseProfile({ canadianEducation })).study_bonus).toBe(points);
  });

  it('gives 15 for a sibling in Canada from 2017-06-06, 0 before', () => {
    expect(scoreProfile(baseProfile({ sibling: true })).sibling_bonus).toBe(15);
    expect(scoreProfile(baseProfile({ sibling: true }), { asOf: '2017-06-06' }).sibling_bonus).toBe(15);
    expect(scoreProfile(baseProfile({ sibling: true }), { asOf: '2017-06-05' }).sibling_bonus).toBe(0);
  });

  it.each([
    ['teer0Major00', '2025-03-24', 200],
    ['teer0123', '2025-03-24', 50],
    ['teer45', '2025-03-24', 0],
    ['teer0Major00', '2025-03-25', 0],
    ['teer0123', '2025-03-25', 0],
  ] as const)('a %s job offer on %s scores %d', (jobOffer, asOf, points) => {
    expect(scoreProfile(baseProfile({ jobOffer }), { asOf }).job_bonus).toBe(points);
  });

  it("gives no job-offer points under today's rules", () => {
    const result = scoreProfile(baseProfile({ jobOffer: 'teer0Major00' }));
    expect(result.job_bonus).toBe(0);
    expect(result.ruleSet).toEqual({
      id: '2025-03-25',
      effectiveFrom: '2025-03-25',
      checkedOn: '2026-11-25',
    });
  });

  describe('French bonus', () => {
    it.each([
      // [first, second, bonus now, bonus on 2020-10-19]
      ['French NCLC 7, no English', tefAtNclc(7), null, 25, 15],
      ['French NCLC 7, English CLB 5 in all four', tefAtNclc(7), celpip(5), 50, 30],
      ['French NCLC 7, English 6/6/6/4', tefAtNclc(7), celpip(6, 6, 6, 4), 25, 15],
      ['French NCLC 6', tefAtNclc(6), celpip(9), 0, 0],
      ['English first CLB 9, French second NCLC 9', celpip(9), tefAtNclc(9), 50, 30],
      ['English first CLB 4, French second NCLC 7', celpip(4), tefAtNclc(7), 25, 15],
      ['English only', celpip(10), null, 0, 0],
    ] as const)('%s', (_, firstLanguage, secondLanguage, now, before) => {
      const profile = baseProfile({ firstLanguage, secondLanguage });
      expect(scoreProfile(profile).french_bonus).toBe(now);
      expect(scoreProfile(profile, { asOf: '2020-10-20' }).french_bonus).toBe(now);
      expect(scoreProfile(profile, { asOf: '2020-10-19' }).french_bonus).toBe(before);
    });

    it('needs NCLC 7 in all four French abilities', () => {
      const french = { test: 'TCF Canada', speaking: 10, listening: 458, reading: 452, writing: 10 } as const;
      expect(scoreProfile(baseProfile({ firstLanguage: french })).french_bonus).toBe(0);
    });
  });

  it('caps the section at 600', () => {
    const result = scoreProfile(
      baseProfile({
        nomination: true,
        canadianEducation: 'threeYearOrMore',
        sibling: true,
        firstLanguage: tefAtNclc(7),
      }),
    );
    expect(result.prov_nom_bonus + result.study_bonus + result.sibling_bonus + result.french_bonus).toBe(670);
    expect(result.bonus_factors).toBe(600);
  });
});

describe('rule sets by date', () => {
  it('refuses a date before the first rule set and a malformed date', () => {
    expect(() => scoreProfile(baseProfile(), { asOf: '2016-11-18' })).toThrow(RangeError);
    expect(() => scoreProfile(baseProfile(), { asOf: '19/08/2026' })).toThrow(RangeError);
  });
});
