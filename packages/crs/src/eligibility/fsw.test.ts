import { describe, expect, it } from 'vitest';
import { type EligibilityInput, eligibilityProfile, job, NOC } from '../fixtures/eligibility-profiles.ts';
import { celpip, tefAtNclc } from '../fixtures/profiles.ts';
import { EDUCATION_LEVELS } from '../profile.ts';
import { assessEligibility } from './assess-eligibility.ts';

const AS_OF = '2026-11-25';

/**
 * A single 29-year-old with a master's, CLB 9 and 2 years as a software engineer abroad, and enough
 * money: language 24 + education 23 + experience 11 + age 12 = 70 points, every minimum met.
 */
const PASSING: EligibilityInput = {
  education: 'masters',
  firstLanguage: celpip(9),
  experience: [job(NOC.softwareEngineer, 24)],
  settlementFundsCad: 20_000,
};

function fsw(overrides: EligibilityInput = {}, asOf = AS_OF) {
  return assessEligibility(eligibilityProfile({ ...PASSING, ...overrides }), asOf).programs.fsw;
}

describe('FSW grid, factor 1: language', () => {
  it.each([
    [10, 24],
    [9, 24],
    [8, 20],
    [7, 16],
    [6, 0],
    [4, 0],
  ])('first language CLB %i in all four abilities earns %i', (clb, points) => {
    expect(fsw({ firstLanguage: celpip(clb) }).points.language).toBe(points);
  });

  it('scores each ability on its own: CLB 9, 8, 7, 6 earn 6 + 5 + 4 + 0', () => {
    expect(fsw({ firstLanguage: celpip(9, 8, 7, 6) }).points.language).toBe(15);
  });

  it('adds 4 for a second language at CLB 5 in all four, none at CLB 4 in one', () => {
    expect(fsw({ secondLanguage: tefAtNclc(5) }).points.language).toBe(28);
    expect(fsw({ secondLanguage: tefAtNclc(4) }).points.language).toBe(24);
  });
});

describe('FSW grid, factor 2: education', () => {
  const expected = {
    lessThanSecondary: 0,
    secondary: 5,
    oneYear: 15,
    twoYear: 19,
    bachelors: 21,
    twoOrMore: 22,
    masters: 23,
    doctoral: 25,
  };
  it.each(EDUCATION_LEVELS.map((level) => [level, expected[level]] as const))(
    '%s earns %i',
    (level, points) => {
      expect(fsw({ education: level }).points.education).toBe(points);
    },
  );
});

describe('FSW grid, factor 3: skilled work experience', () => {
  it.each([
    [11, 0],
    [12, 9],
    [23, 9],
    [24, 11],
    [47, 11],
    [48, 13],
    [71, 13],
    [72, 15],
    [120, 15],
  ])('%i months of TEER 0–3 work earn %i', (months, points) => {
    expect(fsw({ experience: [job(NOC.softwareEngineer, months)] }).points.experience).toBe(points);
  });

  it('adds up skilled jobs in different occupations, in Canada or abroad', () => {
    const experience = [
      job(NOC.softwareEngineer, 14, { endedMonthsAgo: 30 }),
      job(NOC.accountingTechnician, 10, { inCanada: true }),
    ];
    expect(fsw({ experience }).points.experience).toBe(11);
  });

  it('leaves out TEER 4–5 work and what lies beyond 10 years', () => {
    expect(fsw({ experience: [job(NOC.cashier, 60)] }).points.experience).toBe(0);
    // Ended 100 months ago and lasted 40: only 20 months fall within the last 120.
    expect(
      fsw({ experience: [job(NOC.softwareEngineer, 40, { endedMonthsAgo: 100 })] }).points.experience,
    ).toBe(9);
  });
});

describe('FSW grid, factor 4: age (exact)', () => {
  const expected = [0, ...Array<number>(18).fill(12), 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0];
  it.each(expected.map((points, index) => [index + 17, points]))('age %i earns %i', (age, points) => {
    expect(fsw({ age }).points.age).toBe(points);
  });
});

describe('FSW grid, factor 5: arranged employment', () => {
  it('earns 10 for an offer in a TEER 0–3 occupation, by its NOC or by the CRS answer', () => {
    expect(fsw({ jobOfferNoc: NOC.electrician, jobOffer: 'teer0123' }).points.arrangedEmployment).toBe(10);
    expect(
      fsw({ jobOfferNoc: NOC.seniorManagerTrade, jobOffer: 'teer0Major00' }).points.arrangedEmployment,
    ).toBe(10);
    expect(fsw({ jobOffer: 'teer0123' }).points.arrangedEmployment).toBe(10);
  });

  it('earns nothing for a TEER 4–5 offer or none', () => {
    expect(fsw({ jobOfferNoc: NOC.cashier, jobOffer: 'teer45' }).points.arrangedEmployment).toBe(0);
    expect(fsw({ jobOffer: 'teer45' }).points.arrangedEmployment).toBe(0);
    expect(fsw().points.arrangedEmployment).toBe(0);
  });
});

describe('FSW grid, factor 6: adaptability', () => {
  const spouse: EligibilityInput = {
    maritalStatus: 'married',
    spouseCanadian: false,
    spouseAccompanying: true,
    spouseEducation: 'secondary',
    spouseCanadianWorkYears: 0,
    spouseLanguage: null,
  };

  it.each<[string, EligibilityInput, number]>([
    ['nothing', {}, 0],
    ['a spouse at CLB 4 in all four', { ...spouse, spouseLanguage: celpip(4) }, 5],
    ['a spouse below CLB 4 in one ability', { ...spouse, spouseLanguage: celpip(4, 4, 4, 3) }, 0],
    ['the applicant’s 2 years of study in Canada', { applicantStudiedInCanada: true }, 5],
    ['the spouse’s study in Canada', { ...spouse, spouseStudiedInCanada: true }, 5],
    [
      '12 months of skilled work in Canada',
      { experience: [job(NOC.softwareEngineer, 24), job(NOC.retailSupervisor, 12, { inCanada: true })] },
      10,
    ],
    [
      '11 months of skilled work in Canada',
      { experience: [job(NOC.softwareEngineer, 24), job(NOC.retailSupervisor, 11, { inCanada: true })] },
      0,
    ],
    [
      '12 months of TEER 5 work in Canada',
      { experience: [job(NOC.softwareEngineer, 24), job(NOC.cashier, 12, { inCanada: true })] },
      0,
    ],
    ['the spouse’s year of work in Canada', { ...spouse, spouseCanadianWorkYears: 1 }, 5],
    ['arranged employment', { jobOfferNoc: NOC.electrician, jobOffer: 'teer0123' }, 15],
    ['a relative in Canada', { relativeInCanada: true }, 5],
  ])('%s', (_, overrides, adaptabilityAndOffer) => {
    const { points } = fsw(overrides);
    expect(points.adaptability + points.arrangedEmployment).toBe(adaptabilityAndOffer);
  });

  it('ignores the spouse’s answers when the spouse does not come or is Canadian', () => {
    const staying = {
      ...spouse,
      spouseAccompanying: false,
      spouseEducation: null,
      spouseCanadianWorkYears: null,
      spouseStudiedInCanada: true,
    };
    expect(fsw(staying).points.adaptability).toBe(0);
  });

  it('caps the sum at 10', () => {
    const everything: EligibilityInput = {
      ...spouse,
      spouseLanguage: celpip(5),
      spouseStudiedInCanada: true,
      spouseCanadianWorkYears: 2,
      applicantStudiedInCanada: true,
      relativeInCanada: true,
    };
    expect(fsw(everything).points.adaptability).toBe(10);
  });
});

describe('FSW minimums, each on both sides', () => {
  it('passes the reference profile with 70 points', () => {
    expect(fsw()).toEqual({
      eligible: true,
      points: {
        language: 24,
        education: 23,
        experience: 11,
        age: 12,
        arrangedEmployment: 0,
        adaptability: 0,
        total: 70,
      },
      fundsRequiredCad: 15_263,
      reasons: [],
    });
  });

  it('needs one job of 12 months in one TEER 0–3 occupation within 10 years', () => {
    expect(fsw({ experience: [job(NOC.softwareEngineer, 12), job(NOC.cashier, 24)] }).eligible).toBe(true);
    // 11 + 11 months in two occupations: a year of experience points (68 in all), but no continuous year.
    const twoShort = fsw({ experience: [job(NOC.softwareEngineer, 11), job(NOC.civilEngineer, 11)] });
    expect(twoShort.points.total).toBe(68);
    expect(twoShort.reasons).toEqual(['fsw.noSkilledExperience']);
    expect(fsw({ experience: [job(NOC.cashier, 36)] }).reasons).toContain('fsw.noSkilledExperience');
    // Ended 109 months ago: only 11 of its 14 months fall within the last 120.
    expect(fsw({ experience: [job(NOC.softwareEngineer, 14, { endedMonthsAgo: 109 })] }).reasons).toContain(
      'fsw.noSkilledExperience',
    );
    expect(fsw({ experience: [] }).reasons).toContain('fsw.noSkilledExperience');
  });

  it('counts a year that ends inside the 10-year window: ended 108 months ago, 12 of 14 months count', () => {
    const answer = fsw({
      experience: [job(NOC.softwareEngineer, 14, { endedMonthsAgo: 108 })],
      applicantStudiedInCanada: true,
      relativeInCanada: true,
    });
    expect(answer.reasons).toEqual([]);
    expect(answer.points.experience).toBe(9);
  });

  it('needs CLB 7 in every ability of the first language', () => {
    expect(fsw({ firstLanguage: celpip(7, 9, 9, 9), relativeInCanada: true }).eligible).toBe(true);
    expect(fsw({ firstLanguage: celpip(6, 9, 9, 9), relativeInCanada: true }).reasons).toEqual([
      'fsw.languageBelowClb7',
    ]);
  });

  it('needs a secondary credential or more', () => {
    // Secondary: 24 + 5 + 11 + 12 = 52, plus 10 for the offer and 10 of adaptability = 72.
    const withOffer: EligibilityInput = {
      jobOfferNoc: NOC.softwareEngineer,
      jobOffer: 'teer0123',
      relativeInCanada: true,
    };
    expect(fsw({ ...withOffer, education: 'secondary' }).eligible).toBe(true);
    expect(fsw({ ...withOffer, education: 'lessThanSecondary' }).reasons).toEqual([
      'fsw.noEducationCredential',
    ]);
  });

  it('needs 67 points: 67 passes, 66 does not', () => {
    // Bachelor's 21 + CLB 9 24 + 2 years 11 + age 12 = 68; age 37 (10) makes 66, age 36 (11) makes 67.
    expect(fsw({ education: 'bachelors', age: 36 }).points.total).toBe(67);
    expect(fsw({ education: 'bachelors', age: 36 }).eligible).toBe(true);
    expect(fsw({ education: 'bachelors', age: 37 }).points.total).toBe(66);
    expect(fsw({ education: 'bachelors', age: 37 }).reasons).toEqual(['fsw.pointsBelow67']);
  });

  it('needs the funds of the table, to the dollar', () => {
    expect(fsw({ settlementFundsCad: 15_263 }).eligible).toBe(true);
    expect(fsw({ settlementFundsCad: 15_262 }).reasons).toEqual(['fsw.funds']);
    expect(fsw({ settlementFundsCad: 15_262, familySize: 2 }).fundsRequiredCad).toBe(19_001);
  });

  it('waives the funds for someone authorized to work in Canada with a TEER 0–3 offer, and only then', () => {
    const offer: EligibilityInput = {
      jobOfferNoc: NOC.electrician,
      jobOffer: 'teer0123',
      settlementFundsCad: 0,
    };
    expect(fsw({ ...offer, authorizedToWorkInCanada: true })).toMatchObject({
      eligible: true,
      fundsRequiredCad: 0,
    });
    expect(fsw({ ...offer, authorizedToWorkInCanada: false }).reasons).toEqual(['fsw.funds']);
    expect(
      fsw({
        jobOfferNoc: NOC.cashier,
        jobOffer: 'teer45',
        settlementFundsCad: 0,
        authorizedToWorkInCanada: true,
      }).reasons,
    ).toEqual(['fsw.funds']);
  });

  it('uses the funds table in force: 14,690 for one person until 2025-07-06', () => {
    expect(fsw({ settlementFundsCad: 14_690 }, '2025-07-06')).toMatchObject({
      eligible: true,
      fundsRequiredCad: 14_690,
    });
    expect(fsw({ settlementFundsCad: 14_690 }, '2025-07-07').reasons).toEqual(['fsw.funds']);
  });

  it('lists every minimum that fails', () => {
    expect(
      fsw({ education: 'lessThanSecondary', firstLanguage: celpip(5), experience: [], settlementFundsCad: 0 })
        .reasons,
    ).toEqual([
      'fsw.noSkilledExperience',
      'fsw.languageBelowClb7',
      'fsw.noEducationCredential',
      'fsw.pointsBelow67',
      'fsw.funds',
    ]);
  });
});
