import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../eligibility/assess-eligibility.ts';
import { CATEGORY_LISTS } from '../eligibility/data/category-lists.ts';
import { FST_TRADE_NOC_CODES } from '../eligibility/data/fst-trades.ts';
import { parseEligibilityProfile } from '../eligibility/eligibility-profile.ts';
import { teerOf } from '../eligibility/noc.ts';
import { eligibilityInputArbitrary } from '../fixtures/eligibility-arbitraries.ts';
import { type EligibilityInput, eligibilityProfile, job, NOC } from '../fixtures/eligibility-profiles.ts';
import { baseProfile, celpip, tefAtNclc } from '../fixtures/profiles.ts';
import type { CandidateProfile } from '../profile.ts';
import { crsWorkYears } from '../work/work-details.ts';
import {
  type EligibilityVerdicts,
  invitationVerdict,
  ROUND_KINDS,
  type RoundAccess,
  type RoundKind,
  roundAccessFor,
} from './round-access.ts';

const TODAY = '2026-11-25';

/** The work step's answer for a profile over baseProfile (single, 29, high school, CLB 4, no work). */
function withAnswer(kind: RoundKind, overrides: EligibilityInput, asOf = TODAY): RoundAccess {
  const profile = eligibilityProfile(overrides);
  return roundAccessFor(kind, profile, assessEligibility(profile, asOf));
}

/** The work step skipped: only the CRS answers over baseProfile. */
function withoutAnswer(kind: RoundKind, overrides: Partial<CandidateProfile>): RoundAccess {
  return roundAccessFor(kind, baseProfile(overrides), null);
}

/** In the pool through CEC: CLB 7 and a year as a software engineer in Canada. */
const CEC_ONLY: EligibilityInput = {
  firstLanguage: celpip(7),
  experience: [job(NOC.softwareEngineer, 12, { inCanada: true })],
};
const NOT_IN_POOL = { status: 'notEligible', reasons: ['category.notInPool'] };
const ELIGIBLE = { status: 'eligible', reasons: [] };
const WORK_NOT_GIVEN = { status: 'unknown', reasons: ['round.workNotGiven'] };

/** Not in the pool by the CRS answers alone: no skilled work year at all (FSW, CEC, FST all need one). */
const NO_WORK: Partial<CandidateProfile> = {
  firstLanguage: celpip(9),
  canadianWorkYears: 0,
  foreignWorkYears: 0,
};
/**
 * Neither FSW nor FST ruled out by the CRS answers (a year of foreign work, CLB 7, high school, a
 * certificate of qualification), so one program's own minimum failing leaves the others possible.
 */
const MAYBE_IN_POOL: Partial<CandidateProfile> = {
  firstLanguage: celpip(7),
  foreignWorkYears: 1,
  certificateOfQualification: true,
};

describe('roundAccessFor with the work step’s answer', () => {
  it('opens general rounds to anyone in the pool, and to nobody else', () => {
    expect(withAnswer('general', CEC_ONLY)).toEqual(ELIGIBLE);
    expect(withAnswer('general', { firstLanguage: celpip(7) })).toEqual(NOT_IN_POOL);
  });

  it('answers CEC and FSW rounds with the program’s own verdict and reasons', () => {
    expect(withAnswer('cec', CEC_ONLY)).toEqual(ELIGIBLE);
    // CLB 7, high school, 29, a year of TEER 1 work: 16 + 5 + 9 + 12 + 0 + 10 (a year in Canada) = 52.
    expect(withAnswer('fsw', CEC_ONLY)).toEqual({
      status: 'notEligible',
      reasons: ['fsw.pointsBelow67', 'fsw.funds'],
    });
    expect(withAnswer('cec', { firstLanguage: celpip(7) })).toEqual({
      status: 'notEligible',
      reasons: ['cec.noCanadianExperience'],
    });
  });

  it('opens PNP rounds only to a nominee in the pool', () => {
    expect(withAnswer('pnp', { ...CEC_ONLY, nomination: true })).toEqual(ELIGIBLE);
    expect(withAnswer('pnp', CEC_ONLY)).toEqual({ status: 'notEligible', reasons: ['round.noNomination'] });
    expect(withAnswer('pnp', { nomination: true })).toEqual(NOT_IN_POOL);
    expect(withAnswer('pnp', {})).toEqual({
      status: 'notEligible',
      reasons: ['category.notInPool', 'round.noNomination'],
    });
  });

  it.each<[RoundKind, string]>([
    ['trades', '2026-trades'],
    ['french', '2026-french-language-proficiency'],
    ['healthcare', '2026-healthcare-social-services'],
    ['stem', '2026-stem'],
    ['transport', '2026-transport'],
    ['agriculture', '2025-agriculture-agri-food'],
    ['education', '2026-education'],
    ['physicians', '2026-physicians-canadian-experience'],
    ['researchers', '2026-researchers-canadian-experience'],
    ['seniorManagers', '2026-senior-managers-canadian-experience'],
    ['military', '2026-skilled-military-recruits'],
  ])('answers %s rounds with the verdict of category %s', (kind, id) => {
    // Every category of that year answers with its own id as its reason, so the one read shows.
    const answer: EligibilityVerdicts = {
      programs: {
        fsw: { eligible: true, reasons: [] },
        cec: { eligible: false, reasons: ['cec.noCanadianExperience'] },
        fst: { eligible: false, reasons: ['fst.notATrade'] },
      },
      categories: CATEGORY_LISTS.filter((list) => id.startsWith(String(list.year))).map((list) => ({
        id: list.id,
        eligible: false,
        reasons: [list.id],
      })),
    };
    expect(roundAccessFor(kind, baseProfile(), answer)).toEqual({ status: 'notEligible', reasons: [id] });
  });

  it('passes on a category’s eligibility and its reasons', () => {
    const stem = { ...CEC_ONLY, experience: [...(CEC_ONLY.experience ?? []), job(NOC.civilEngineer, 12)] };
    expect(withAnswer('stem', stem)).toEqual(ELIGIBLE);
    expect(withAnswer('stem', CEC_ONLY)).toEqual({
      status: 'notEligible',
      reasons: ['category.occupationNotListed'],
    });
    expect(withAnswer('french', { ...CEC_ONLY, secondLanguage: tefAtNclc(7) })).toEqual(ELIGIBLE);
  });

  it('closes a category round whose category is not in force on the answer’s date', () => {
    // 2026 dropped agriculture; 2025 had no transport, researchers or senior managers.
    const notInForce = { status: 'notEligible', reasons: ['round.categoryNotInForce'] };
    expect(withAnswer('agriculture', CEC_ONLY)).toEqual(notInForce);
    for (const kind of ['transport', 'researchers', 'seniorManagers'] as const) {
      expect(withAnswer(kind, CEC_ONLY, '2025-06-01')).toEqual(notInForce);
    }
    expect(withAnswer('stem', CEC_ONLY, '2025-06-01').reasons).toEqual(['category.occupationNotListed']);
  });

  it('leaves a round of another kind unknown in the pool and closed outside it', () => {
    expect(withAnswer('other', CEC_ONLY)).toEqual({ status: 'unknown', reasons: ['round.unknownKind'] });
    expect(withAnswer('other', {})).toEqual(NOT_IN_POOL);
  });
});

describe('roundAccessFor without the work step: only what the CRS answers prove', () => {
  it('rules CEC out with no year of Canadian work, or below CLB 5, and otherwise does not know', () => {
    const withCanadianYear = { ...MAYBE_IN_POOL, canadianWorkYears: 1 };
    expect(withoutAnswer('cec', withCanadianYear)).toEqual(WORK_NOT_GIVEN);
    expect(withoutAnswer('cec', MAYBE_IN_POOL)).toEqual({
      status: 'notEligible',
      reasons: ['cec.canadianExperienceUnder1Year'],
    });
    // CLB 5 is the lowest CEC minimum (TEER 2–3 work); 4 in one ability is below it.
    expect(withoutAnswer('cec', { ...withCanadianYear, firstLanguage: celpip(5) })).toEqual(WORK_NOT_GIVEN);
    expect(withoutAnswer('cec', { ...withCanadianYear, firstLanguage: celpip(5, 5, 5, 4) })).toEqual({
      status: 'notEligible',
      reasons: ['cec.languageBelowClb5'],
    });
  });

  it('rules FSW out with no skilled work year, below CLB 7, or without a credential', () => {
    expect(withoutAnswer('fsw', MAYBE_IN_POOL)).toEqual(WORK_NOT_GIVEN);
    expect(withoutAnswer('fsw', { ...MAYBE_IN_POOL, foreignWorkYears: 0, canadianWorkYears: 1 })).toEqual(
      WORK_NOT_GIVEN,
    );
    expect(withoutAnswer('fsw', { ...MAYBE_IN_POOL, firstLanguage: celpip(7, 7, 7, 6) })).toEqual({
      status: 'notEligible',
      reasons: ['fsw.languageBelowClb7'],
    });
    expect(withoutAnswer('fsw', { ...MAYBE_IN_POOL, education: 'lessThanSecondary' })).toEqual({
      status: 'notEligible',
      reasons: ['fsw.noEducationCredential'],
    });
    // Canadian work rules CEC and FSW in, so only FSW's own reason shows.
    expect(
      withoutAnswer('fsw', {
        ...MAYBE_IN_POOL,
        foreignWorkYears: 0,
        canadianWorkYears: 1,
        education: 'lessThanSecondary',
      }).reasons,
    ).toEqual(['fsw.noEducationCredential']);
  });

  describe('rules FST out on its own minimums (seen in general rounds, once CEC and FSW are out)', () => {
    // A year abroad, no Canadian work (CEC out), CLB 5/5/4/4 (FSW out), a certificate of qualification.
    const MAYBE_FST: Partial<CandidateProfile> = {
      foreignWorkYears: 1,
      firstLanguage: celpip(5, 5, 4, 4),
      certificateOfQualification: true,
    };

    it('keeps FST possible at 5/5/4/4 with a certificate or a TEER 0–3 offer', () => {
      expect(withoutAnswer('general', MAYBE_FST)).toEqual(WORK_NOT_GIVEN);
      expect(
        withoutAnswer('general', { ...MAYBE_FST, certificateOfQualification: false, jobOffer: 'teer0123' }),
      ).toEqual(WORK_NOT_GIVEN);
    });

    it.each<[string, Partial<CandidateProfile>]>([
      ['no skilled work year', { foreignWorkYears: 0 }],
      ['speaking below CLB 5', { firstLanguage: celpip(4, 5, 4, 4) }],
      ['listening below CLB 5', { firstLanguage: celpip(5, 4, 4, 4) }],
      ['reading below CLB 4', { firstLanguage: celpip(5, 5, 3, 4) }],
      ['writing below CLB 4', { firstLanguage: celpip(5, 5, 4, 3) }],
      ['neither a certificate nor an offer', { certificateOfQualification: false }],
      ['only a TEER 4–5 offer', { certificateOfQualification: false, jobOffer: 'teer45' }],
      ['only a Major group 00 offer', { certificateOfQualification: false, jobOffer: 'teer0Major00' }],
    ])('rules FST out with %s', (_, change) => {
      expect(withoutAnswer('general', { ...MAYBE_FST, ...change })).toEqual(NOT_IN_POOL);
    });
  });

  it('reads 0 CRS work years as too little work because the lists behind them are TEER 0–3', () => {
    // FST's trades are TEER 2–3, and only a TEER 0–3 offer other than Major group 00 can be in one.
    expect(new Set(FST_TRADE_NOC_CODES.map(teerOf))).toEqual(new Set([2, 3]));
    // The Canadian-experience categories list TEER 0–1 occupations, which the CRS years count.
    const canadianOnly = CATEGORY_LISTS.filter((list) => list.id.endsWith('canadian-experience'));
    expect(canadianOnly.length).toBeGreaterThanOrEqual(4);
    for (const list of canadianOnly)
      for (const code of list.nocCodes) expect(teerOf(code)).toBeLessThanOrEqual(1);
  });

  it('closes every round, with category.notInPool first, when FSW, CEC and FST are all ruled out', () => {
    const expected: Record<RoundKind, string[]> = {
      general: [],
      cec: ['cec.canadianExperienceUnder1Year'],
      pnp: ['round.noNomination'],
      fsw: ['fsw.noSkilledExperience'],
      trades: [],
      french: ['category.frenchBelowNclc7'],
      healthcare: [],
      stem: [],
      transport: [],
      agriculture: [],
      education: [],
      physicians: ['category.notEnoughMonths'],
      researchers: ['category.notEnoughMonths'],
      seniorManagers: ['category.notEnoughMonths'],
      military: ['category.militaryRecruitsOnly'],
      other: [],
    };
    for (const kind of ROUND_KINDS) {
      expect(withoutAnswer(kind, NO_WORK)).toEqual({
        status: 'notEligible',
        reasons: ['category.notInPool', ...expected[kind]],
      });
    }
  });

  it('leaves general rounds unknown while any program is possible', () => {
    expect(withoutAnswer('general', MAYBE_IN_POOL)).toEqual(WORK_NOT_GIVEN);
  });

  it('rules PNP rounds out without a nomination and does not know with one', () => {
    expect(withoutAnswer('pnp', MAYBE_IN_POOL)).toEqual({
      status: 'notEligible',
      reasons: ['round.noNomination'],
    });
    expect(withoutAnswer('pnp', { ...MAYBE_IN_POOL, nomination: true })).toEqual(WORK_NOT_GIVEN);
  });

  it('rules French rounds out without a French test at NCLC 7 in all four abilities, in either slot', () => {
    const belowNclc7 = { status: 'notEligible', reasons: ['category.frenchBelowNclc7'] };
    expect(withoutAnswer('french', MAYBE_IN_POOL)).toEqual(belowNclc7);
    expect(withoutAnswer('french', { ...MAYBE_IN_POOL, secondLanguage: tefAtNclc(6) })).toEqual(belowNclc7);
    expect(withoutAnswer('french', { ...MAYBE_IN_POOL, secondLanguage: tefAtNclc(7) })).toEqual(
      WORK_NOT_GIVEN,
    );
    expect(withoutAnswer('french', { ...MAYBE_IN_POOL, firstLanguage: tefAtNclc(7) })).toEqual(
      WORK_NOT_GIVEN,
    );
    // An English test at level 9 is no French result.
    expect(withoutAnswer('french', { ...MAYBE_IN_POOL, firstLanguage: celpip(9) })).toEqual(belowNclc7);
  });

  it.each<RoundKind>(['physicians', 'researchers', 'seniorManagers'])(
    'rules %s rounds out without a year of Canadian work, and does not know with one',
    (kind) => {
      expect(withoutAnswer(kind, MAYBE_IN_POOL)).toEqual({
        status: 'notEligible',
        reasons: ['category.notEnoughMonths'],
      });
      expect(withoutAnswer(kind, { ...MAYBE_IN_POOL, canadianWorkYears: 1 })).toEqual(WORK_NOT_GIVEN);
    },
  );

  it('rules skilled military recruits out, as the engine does', () => {
    expect(withoutAnswer('military', MAYBE_IN_POOL)).toEqual({
      status: 'notEligible',
      reasons: ['category.militaryRecruitsOnly'],
    });
  });

  it.each<RoundKind>(['trades', 'healthcare', 'stem', 'transport', 'agriculture', 'education'])(
    'cannot judge %s rounds without the occupations',
    (kind) => {
      expect(withoutAnswer(kind, MAYBE_IN_POOL)).toEqual(WORK_NOT_GIVEN);
    },
  );

  it('does not know a round of another kind', () => {
    expect(withoutAnswer('other', MAYBE_IN_POOL)).toEqual({
      status: 'unknown',
      reasons: ['round.unknownKind'],
    });
  });

  it('never says eligible, and never rules out a round the work step would open', () => {
    // The CRS years leave out self-employment in Canada and work while a full-time student, which FSW,
    // FST and the categories count; for such work the CRS answers are read more strictly than the engine.
    const inputs = fc.sample(eligibilityInputArbitrary, { numRuns: 400, seed: 19 });
    for (const input of inputs) {
      const experience = input.experience.map((work) => ({
        ...work,
        selfEmployed: work.selfEmployed && !work.inCanada,
        whileFullTimeStudent: false,
      }));
      const years = crsWorkYears(experience);
      const parsed = parseEligibilityProfile({
        ...input,
        experience,
        canadianWorkYears: Math.min(years.canadianWorkYears, 5),
        foreignWorkYears: Math.min(years.foreignWorkYears, 3),
      });
      if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
      const answer = assessEligibility(parsed.profile, TODAY);
      for (const kind of ROUND_KINDS) {
        const guess = roundAccessFor(kind, parsed.profile, null);
        expect(guess.status).not.toBe('eligible');
        if (guess.status === 'notEligible') {
          expect(roundAccessFor(kind, parsed.profile, answer).status).toBe('notEligible');
        }
      }
    }
  });
});

describe('invitationVerdict', () => {
  const round = (category: string, lowestScore: number) => ({ category, lowestScore });
  const entry = (status: RoundAccess['status'], category: string, lowestScore: number) => ({
    round: round(category, lowestScore),
    access: { status, reasons: [] },
  });

  it.each([
    [
      'eligible',
      'the lowest cut-off among eligible rounds, before any unknown one',
      [
        entry('eligible', 'general', 520),
        entry('unknown', 'stem', 400),
        entry('eligible', 'cec', 510),
        entry('notEligible', 'french', 380),
      ],
      round('cec', 510),
    ],
    [
      'possible',
      'the lowest unknown round when none is eligible, leaving out those that invite by occupation',
      [
        entry('unknown', 'general', 520),
        entry('unknown', 'stem', 480),
        entry('unknown', 'physicians', 223),
        entry('unknown', 'cec', 510),
        entry('notEligible', 'french', 380),
      ],
      round('cec', 510),
    ],
  ])('answers %s with %s: passed at its cut-off, not one point below', (basis, _, rounds, expected) => {
    expect(invitationVerdict(rounds, expected.lowestScore)).toEqual({
      basis,
      round: expected,
      isPassed: true,
    });
    expect(invitationVerdict(rounds, expected.lowestScore - 1)).toEqual({
      basis,
      round: expected,
      isPassed: false,
    });
  });

  it('compares with nothing while only occupation rounds are not ruled out', () => {
    const rounds = [entry('unknown', 'stem', 480), entry('notEligible', 'cec', 510)];
    expect(invitationVerdict(rounds, 900)).toEqual({ basis: 'possible', round: null, isPassed: false });
  });

  it('answers none when every round is closed, or there is none', () => {
    const none = { basis: 'none', round: null, isPassed: false };
    expect(invitationVerdict([entry('notEligible', 'french', 380)], 900)).toEqual(none);
    expect(invitationVerdict([], 900)).toEqual(none);
  });

  it('takes the first of rounds with the same cut-off', () => {
    const rounds = [entry('eligible', 'general', 500), entry('eligible', 'cec', 500)];
    expect(invitationVerdict(rounds, 400).round).toEqual(round('general', 500));
  });

  it('tells the issue’s story: 29, no Canadian work, no French, work step skipped', () => {
    // CLB 9 in English, a master's, 3 years abroad: FSW is possible, CEC and the rounds that need
    // French or Canadian work are not; STEM depends on the occupation, so the badge takes general.
    const profile = baseProfile({ education: 'masters', firstLanguage: celpip(9), foreignWorkYears: 3 });
    const recent = [
      round('cec', 380),
      round('french', 400),
      round('physicians', 420),
      round('stem', 480),
      round('general', 520),
    ] as const;
    const rounds = recent.map((cutOff) => ({
      round: cutOff,
      access: roundAccessFor(cutOff.category as RoundKind, profile, null),
    }));
    expect(rounds.map(({ round, access }) => [round.category, access.status])).toEqual([
      ['cec', 'notEligible'],
      ['french', 'notEligible'],
      ['physicians', 'notEligible'],
      ['stem', 'unknown'],
      ['general', 'unknown'],
    ]);
    expect(invitationVerdict(rounds, 470)).toEqual({
      basis: 'possible',
      round: round('general', 520),
      isPassed: false,
    });
  });
});
