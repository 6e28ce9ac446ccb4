import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eligibilityInputArbitrary } from '../fixtures/eligibility-arbitraries.ts';
import { CIVIL_ENGINEER } from '../fixtures/eligibility-hand-worked.ts';
import { type EligibilityInput, eligibilityProfile, job, NOC } from '../fixtures/eligibility-profiles.ts';
import { celpip, tefAtNclc } from '../fixtures/profiles.ts';
import { assessEligibility } from './assess-eligibility.ts';
import {
  type EligibilityMove,
  type EligibilityMoveCode,
  suggestEligibilityMoves,
} from './eligibility-moves.ts';
import { parseEligibilityProfile } from './eligibility-profile.ts';

const TODAY = '2026-11-25';

/** The moves for a profile over baseProfile: single, 29, high school, CLB 4, no work, no funds. */
function movesFor(overrides: EligibilityInput, asOf = TODAY): EligibilityMove[] {
  const profile = eligibilityProfile(overrides);
  return suggestEligibilityMoves(profile, assessEligibility(profile, asOf), asOf);
}

function findMove(moves: readonly EligibilityMove[], code: EligibilityMoveCode) {
  return moves.find((move) => move.code === code);
}

const closestOf = (moves: readonly EligibilityMove[]) => moves.filter((move) => move.isClosestPath);
const inCanada = (noc: string, months: number, endedMonthsAgo = 0) =>
  job(noc, months, { inCanada: true, endedMonthsAgo });
/** One person's funds from 2025-07-07. */
const FUNDS_FOR_ONE = 15_263;

/** FSW on a master's, CLB 9, 29: 24 + 23 + 12 = 59 before experience, 16,000 of funds. */
const ENGINEER_ABROAD: EligibilityInput = {
  education: 'masters',
  firstLanguage: celpip(9),
  settlementFundsCad: 16_000,
};
/** FST with a certificate, CLB 5/5/4/4 (its minimum) and funds; the trade work varies. */
const ELECTRICIAN: EligibilityInput = {
  firstLanguage: celpip(5, 5, 4, 4),
  certificateOfQualification: true,
  settlementFundsCad: 16_000,
  experience: [job(NOC.electrician, 24)],
};
/** In the pool through CEC: CLB 7 and a year as a software engineer in Canada (ended 8 months ago). */
const IN_POOL: EligibilityInput = {
  firstLanguage: celpip(7),
  experience: [inCanada(NOC.softwareEngineer, 12, 8)],
};

describe('suggestEligibilityMoves: 1 more year of skilled work in Canada makes you CEC-eligible', () => {
  it('puts the closest path first, then each program’s moves (cec, fsw, fst), then the categories', () => {
    // 4 months as a software engineer (TEER 1) in Canada, still in the job, CLB 7, high school, 29.
    // CEC: 12 − 4 = 8 months. FSW: the same job reaches 12 months in 8, but the grid stays short:
    // 16 (CLB 7) + 5 + 0 + 12 = 33, 67 − 33 = 34. No money: 15,263. No trade: nothing for FST.
    expect(movesFor({ firstLanguage: celpip(7), experience: [inCanada(NOC.softwareEngineer, 4)] })).toEqual([
      { code: 'cec.moreMonths', details: { months: 8 }, isClosestPath: true },
      { code: 'fsw.moreMonths', details: { months: 8 }, isClosestPath: false },
      { code: 'fsw.morePoints', details: { points: 34 }, isClosestPath: false },
      {
        code: 'funds.short',
        details: { program: 'fsw', amountCad: FUNDS_FOR_ONE, requiredCad: FUNDS_FOR_ONE },
        isClosestPath: false,
      },
      { code: 'category.frenchNclc7', details: {}, isClosestPath: false },
    ]);
  });

  it('suggests no CEC months once the year is there', () => {
    expect(findMove(movesFor(IN_POOL), 'cec.moreMonths')).toBeUndefined();
  });

  it('counts the months that leave the 3-year window while the person works on', () => {
    // 2 months now + 10 months ended 28 months ago, of which 36 − 28 = 8 are in the window: 10 of 12.
    // Each month worked, one old month leaves: 10 stays 10 until the old job is out (8 months), then
    // 2 more: 10 months, not 2.
    const moves = movesFor({
      firstLanguage: celpip(7),
      experience: [inCanada(NOC.softwareEngineer, 2), inCanada(NOC.softwareEngineer, 10, 28)],
    });
    expect(findMove(moves, 'cec.moreMonths')).toEqual({
      code: 'cec.moreMonths',
      details: { months: 10 },
      isClosestPath: true,
    });
  });

  it('counts a full year, as new work in Canada, for skilled work done abroad', () => {
    // The engineer abroad could do the same work in Canada: 12 months, which CLB 9 then makes CEC.
    const moves = movesFor({ ...ENGINEER_ABROAD, experience: [job(NOC.softwareEngineer, 8)] });
    expect(findMove(moves, 'cec.moreMonths')?.details).toEqual({ months: 12 });
  });
});

describe('language moves', () => {
  it.each<[EligibilityMoveCode, string, number]>([
    // A year of TEER 1 work needs CLB 7; 7/7/6/6 is two abilities short.
    ['cec.reachClb7', NOC.softwareEngineer, 7],
    // A year of TEER 2 work needs CLB 5; 5/5/4/4 is two abilities short.
    ['cec.reachClb5', NOC.retailSupervisor, 5],
  ])('%s counts the abilities short for a year in %s, and is gone at CLB %i', (code, noc, minimum) => {
    const year = [inCanada(noc, 12)];
    const short = celpip(minimum, minimum, minimum - 1, minimum - 1);
    expect(findMove(movesFor({ firstLanguage: short, experience: year }), code)).toEqual({
      code,
      details: { abilities: 2 },
      isClosestPath: true,
    });
    expect(findMove(movesFor({ firstLanguage: celpip(minimum), experience: year }), code)).toBeUndefined();
  });

  it('fsw.reachClb7 opens FSW alone when CLB 7 also brings the points', () => {
    // 36 months abroad: 11 points. 9/9/9/6: 6 + 6 + 6 + 0 = 18, total 18 + 23 + 11 + 12 = 64, 3 short.
    // At CLB 7 in speaking, 4 more: 68, so the language move alone opens FSW; the points move does not.
    const experience = [job(NOC.softwareEngineer, 36)];
    const moves = movesFor({ ...ENGINEER_ABROAD, firstLanguage: celpip(6, 9, 9, 9), experience });
    expect(moves[0]).toEqual({ code: 'fsw.reachClb7', details: { abilities: 1 }, isClosestPath: true });
    expect(findMove(moves, 'fsw.morePoints')).toEqual({
      code: 'fsw.morePoints',
      details: { points: 3 },
      isClosestPath: false,
    });
    expect(findMove(movesFor({ ...ENGINEER_ABROAD, experience }), 'fsw.reachClb7')).toBeUndefined();
  });

  it('fst.reachMinimum counts the abilities below 5/5/4/4, and is gone at the minimum', () => {
    // Speaking 4 < 5 and reading 3 < 4: two abilities.
    const moves = movesFor({ ...ELECTRICIAN, firstLanguage: celpip(4, 5, 3, 4) });
    expect(findMove(moves, 'fst.reachMinimum')).toEqual({
      code: 'fst.reachMinimum',
      details: { abilities: 2 },
      isClosestPath: true,
    });
    expect(findMove(movesFor(ELECTRICIAN), 'fst.reachMinimum')).toBeUndefined();
  });
});

describe('FSW work and points', () => {
  it('fsw.moreMonths continues the current job, and is the closest path with the fewest months', () => {
    // 8 months abroad as a software engineer, still in the job: 4 more make the year (12), worth 9
    // points: 59 + 9 = 68. CEC would take 12 months in Canada; 4 < 12.
    const moves = movesFor({ ...ENGINEER_ABROAD, experience: [job(NOC.softwareEngineer, 8)] });
    expect(moves[0]).toEqual({ code: 'fsw.moreMonths', details: { months: 4 }, isClosestPath: true });
    expect(findMove(moves, 'fsw.morePoints')?.details).toEqual({ points: 8 });
    expect(closestOf(moves)).toHaveLength(1);
  });

  it('fsw.moreMonths counts a whole new year when the job has ended (the year is one job)', () => {
    const moves = movesFor({
      ...ENGINEER_ABROAD,
      experience: [job(NOC.softwareEngineer, 8, { endedMonthsAgo: 2 })],
    });
    expect(findMove(moves, 'fsw.moreMonths')?.details).toEqual({ months: 12 });
    expect(
      findMove(
        movesFor({ ...ENGINEER_ABROAD, experience: [job(NOC.softwareEngineer, 12)] }),
        'fsw.moreMonths',
      ),
    ).toBeUndefined();
  });

  it('fsw.morePoints is the closest path when points are all FSW lacks', () => {
    // The civil engineer abroad has 62 points, 5 short of 67.
    expect(movesFor(CIVIL_ENGINEER)[0]).toEqual({
      code: 'fsw.morePoints',
      details: { points: 5 },
      isClosestPath: true,
    });
    // A relative in Canada adds 5: 67, eligible.
    expect(
      findMove(movesFor({ ...CIVIL_ENGINEER, relativeInCanada: true }), 'fsw.morePoints'),
    ).toBeUndefined();
  });
});

describe('funds.short', () => {
  // The civil engineer at exactly 67 (62 + a relative's 5), so only the funds can be short.
  const AT_67: EligibilityInput = { ...CIVIL_ENGINEER, relativeInCanada: true };

  it('gives the amount missing for FSW: required − held', () => {
    // 15,263 − 10,000 = 5,263.
    expect(movesFor({ ...AT_67, settlementFundsCad: 10_000 })[0]).toEqual({
      code: 'funds.short',
      details: { program: 'fsw', amountCad: 5_263, requiredCad: FUNDS_FOR_ONE },
      isClosestPath: true,
    });
    expect(
      findMove(movesFor({ ...AT_67, settlementFundsCad: FUNDS_FOR_ONE }), 'funds.short'),
    ).toBeUndefined();
  });

  it('counts the whole family: a couple needs 19,001', () => {
    const couple: EligibilityInput = {
      ...AT_67,
      maritalStatus: 'married',
      spouseCanadian: false,
      spouseAccompanying: false,
      settlementFundsCad: 16_000,
    };
    // 19,001 − 16,000 = 3,001.
    expect(findMove(movesFor(couple), 'funds.short')?.details).toEqual({
      program: 'fsw',
      amountCad: 3_001,
      requiredCad: 19_001,
    });
  });

  it('gives the amount missing for FST, and none when an offer in the trade exempts', () => {
    // FSW is short of funds too (and of CLB 7): only FST's move is the closest path.
    const moves = movesFor({ ...ELECTRICIAN, settlementFundsCad: 10_000 });
    expect(moves.filter((move) => move.details.program === 'fst')).toEqual([
      {
        code: 'funds.short',
        details: { program: 'fst', amountCad: 5_263, requiredCad: FUNDS_FOR_ONE },
        isClosestPath: true,
      },
    ]);
    // Authorized to work, with an offer as an electrician (a trade, TEER 2): neither FST nor FSW asks funds.
    const exempt = movesFor({
      ...ELECTRICIAN,
      settlementFundsCad: 0,
      authorizedToWorkInCanada: true,
      jobOfferNoc: NOC.electrician,
      jobOffer: 'teer0123',
    });
    expect(findMove(exempt, 'funds.short')).toBeUndefined();
  });
});

describe('FST work and the offer or certificate', () => {
  it('fst.moreMonths: 24 − 20 = 4 in the current trade job, none at 24', () => {
    const moves = movesFor({ ...ELECTRICIAN, experience: [job(NOC.electrician, 20)] });
    expect(moves[0]).toEqual({ code: 'fst.moreMonths', details: { months: 4 }, isClosestPath: true });
    expect(findMove(movesFor(ELECTRICIAN), 'fst.moreMonths')).toBeUndefined();
  });

  it('fst.moreMonths: 24 in a trade known from the work or the offer, which can then open FST alone', () => {
    const fstMonths = (overrides: EligibilityInput) => findMove(movesFor(overrides), 'fst.moreMonths');
    // A cook only while a full-time student, which FST does not count: 24 months as a cook again.
    expect(
      fstMonths({ ...ELECTRICIAN, experience: [job(NOC.cook, 30, { whileFullTimeStudent: true })] }),
    ).toEqual({
      code: 'fst.moreMonths',
      details: { months: 24 },
      isClosestPath: true,
    });
    // No trade work, but an offer as a welder, which is also FST's offer: 24 months in that trade.
    const offer = { jobOfferNoc: NOC.welder, jobOffer: 'teer0123' as const };
    expect(fstMonths({ ...ELECTRICIAN, experience: [], ...offer })?.isClosestPath).toBe(true);
    // No trade work, but a certificate of qualification: 24 months in that trade, which is not known,
    // so nothing proves they open FST alone.
    expect(fstMonths({ ...ELECTRICIAN, experience: [] })).toEqual({
      code: 'fst.moreMonths',
      details: { months: 24 },
      isClosestPath: false,
    });
  });

  it('suggests nothing for FST to someone in no trade (no trade work, offer or certificate)', () => {
    // A civil engineer (TEER 1) in Canada without money: FST fails on the trade, the offer and the funds.
    const moves = movesFor({ ...ENGINEER_ABROAD, settlementFundsCad: 0, experience: [inCanada('21300', 8)] });
    expect(moves.filter((move) => move.code.startsWith('fst.') || move.details.program === 'fst')).toEqual(
      [],
    );
    expect(findMove(moves, 'cec.moreMonths')).toEqual({
      code: 'cec.moreMonths',
      details: { months: 4 },
      isClosestPath: true,
    });
  });

  it('fst.offerOrCertificate opens FST alone, and is gone with a certificate or an offer in a trade', () => {
    const withNeither = { ...ELECTRICIAN, certificateOfQualification: false };
    expect(movesFor(withNeither)[0]).toEqual({
      code: 'fst.offerOrCertificate',
      details: {},
      isClosestPath: true,
    });
    expect(findMove(movesFor(ELECTRICIAN), 'fst.offerOrCertificate')).toBeUndefined();
    const withOffer = { ...withNeither, jobOfferNoc: NOC.welder, jobOffer: 'teer0123' as const };
    expect(findMove(movesFor(withOffer), 'fst.offerOrCertificate')).toBeUndefined();
  });
});

describe('the closest path', () => {
  it('takes CEC before FSW when both open in 0 months', () => {
    // A year as a software engineer in Canada, master's, 9/9/9/6. FSW: 18 + 23 + 9 + 12 + 10 (a year
    // in Canada) = 72, short only of CLB 7; CEC on TEER 1 work also needs CLB 7. Both language moves open.
    const moves = movesFor({
      ...ENGINEER_ABROAD,
      firstLanguage: celpip(9, 9, 9, 6),
      experience: [inCanada(NOC.softwareEngineer, 12)],
    });
    expect(moves.slice(0, 2)).toEqual([
      { code: 'cec.reachClb7', details: { abilities: 1 }, isClosestPath: true },
      { code: 'fsw.reachClb7', details: { abilities: 1 }, isClosestPath: false },
    ]);
  });

  it('marks no move when none alone opens a program', () => {
    // No work, CLB 4, no money: every program lacks two things or more.
    const moves = movesFor({});
    expect(moves.length).toBeGreaterThan(0);
    expect(closestOf(moves)).toEqual([]);
  });

  it('marks no move once a program is open', () => {
    const moves = movesFor({ ...IN_POOL, settlementFundsCad: 0 });
    expect(findMove(moves, 'funds.short')).toBeDefined();
    expect(closestOf(moves)).toEqual([]);
  });
});

describe('category moves', () => {
  it('4 more months in a STEM occupation for the 2026 STEM rounds', () => {
    // In the pool through CEC; 8 months as a civil engineer (STEM), still in the job: 12 − 8 = 4.
    const experience = [...(IN_POOL.experience ?? []), job(NOC.civilEngineer, 8)];
    expect(findMove(movesFor({ ...IN_POOL, experience }), 'category.moreMonths')).toEqual({
      code: 'category.moreMonths',
      details: { category: '2026-stem', months: 4 },
      isClosestPath: false,
    });
    const year = [...(IN_POOL.experience ?? []), job(NOC.civilEngineer, 12)];
    expect(findMove(movesFor({ ...IN_POOL, experience: year }), 'category.moreMonths')).toBeUndefined();
  });

  it('suggests category months outside the pool too, after the program moves', () => {
    const moves = movesFor({ firstLanguage: celpip(7), experience: [job(NOC.civilEngineer, 8)] });
    expect(moves.at(-1)).toEqual({
      code: 'category.moreMonths',
      details: { category: '2026-stem', months: 4 },
      isClosestPath: false,
    });
  });

  it('suggests none for work in no listed occupation', () => {
    expect(findMove(movesFor(IN_POOL), 'category.moreMonths')).toBeUndefined();
  });

  it('counts only Canadian months for a Canada-only category', () => {
    // Family physician for 6 months in Canada, still in the job; in the pool through FSW (a doctorate,
    // CLB 10, two years abroad as a software engineer, funds): 12 − 6 = 6 more in Canada.
    const moves = movesFor({
      age: 34,
      education: 'doctoral',
      firstLanguage: celpip(10),
      settlementFundsCad: 25_000,
      experience: [inCanada(NOC.familyPhysician, 6), job(NOC.softwareEngineer, 24, { endedMonthsAgo: 6 })],
    });
    // Healthcare (12 months in 3 years, anywhere) counts the same 6 months.
    expect(moves.filter((move) => move.code === 'category.moreMonths').map((move) => move.details)).toEqual([
      { category: '2026-healthcare-social-services', months: 6 },
      { category: '2026-physicians-canadian-experience', months: 6 },
    ]);
  });

  it('counts one job without a break under the 2025 rule: 2 to continue, 6 after a break', () => {
    const asOf = '2025-06-01';
    const ongoing = [...(IN_POOL.experience ?? []), job(NOC.civilEngineer, 4)];
    expect(
      findMove(movesFor({ ...IN_POOL, experience: ongoing }, asOf), 'category.moreMonths')?.details,
    ).toEqual({
      category: '2025-stem',
      months: 2,
    });
    const ended = [...(IN_POOL.experience ?? []), job(NOC.civilEngineer, 4, { endedMonthsAgo: 1 })];
    expect(
      findMove(movesFor({ ...IN_POOL, experience: ended }, asOf), 'category.moreMonths')?.details,
    ).toEqual({
      category: '2025-stem',
      months: 6,
    });
  });

  it('suggests French at NCLC 7 while the French category fails on French, and not once it holds', () => {
    expect(findMove(movesFor(IN_POOL), 'category.frenchNclc7')).toEqual({
      code: 'category.frenchNclc7',
      details: {},
      isClosestPath: false,
    });
    expect(
      findMove(movesFor({ ...IN_POOL, secondLanguage: tefAtNclc(7) }), 'category.frenchNclc7'),
    ).toBeUndefined();
  });
});

describe('suggestEligibilityMoves on any valid profile', () => {
  it('marks at most one closest path, only outside the pool, and moves only for what is not open', () => {
    const inputs = fc.sample(eligibilityInputArbitrary, { numRuns: 300, seed: 19 });
    for (const input of inputs) {
      const parsed = parseEligibilityProfile(input);
      if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
      const answer = assessEligibility(parsed.profile, TODAY);
      const moves = suggestEligibilityMoves(parsed.profile, answer, TODAY);
      const { fsw, cec, fst } = answer.programs;
      const closest = closestOf(moves);
      expect(closest.length).toBeLessThanOrEqual(1);
      if (fsw.eligible || cec.eligible || fst.eligible) expect(closest).toEqual([]);
      if (closest.length === 1) expect(moves[0]?.isClosestPath).toBe(true);
      for (const move of moves) {
        const program = move.code.startsWith('funds.') ? move.details.program : move.code.split('.')[0];
        if (program === 'fsw' || program === 'cec' || program === 'fst') {
          expect(answer.programs[program].eligible).toBe(false);
        }
        if (typeof move.details.months === 'number') expect(move.details.months).toBeGreaterThan(0);
      }
    }
  });
});
