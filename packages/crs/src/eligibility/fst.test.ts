import { describe, expect, it } from 'vitest';
import { type EligibilityInput, eligibilityProfile, job, NOC } from '../fixtures/eligibility-profiles.ts';
import { celpip } from '../fixtures/profiles.ts';
import { assessEligibility } from './assess-eligibility.ts';
import { FST_TRADE_NOC_CODES } from './data/fst-trades.ts';
import { isFstTrade } from './fst.ts';

/** A welder with 2 years in the trade, CLB 5/5/4/4, a certificate of qualification and the funds. */
const PASSING: EligibilityInput = {
  firstLanguage: celpip(5, 5, 4, 4),
  experience: [job(NOC.welder, 24)],
  certificateOfQualification: true,
  settlementFundsCad: 15_263,
};

function fst(overrides: EligibilityInput = {}, asOf = '2026-11-25') {
  return assessEligibility(eligibilityProfile({ ...PASSING, ...overrides }), asOf).programs.fst;
}

describe('FST trades (NOC groups)', () => {
  it('holds Major Groups 72 (not 726), 73, 82, 83, 92, 93 (not 932), Minor Group 6320 and Unit Group 62200', () => {
    for (const code of FST_TRADE_NOC_CODES) {
      expect(/^(72[0-57-9]|73|82|83|92|93[013-9]|6320|62200)/.test(code)).toBe(true);
    }
    for (const code of [NOC.electrician, NOC.welder, NOC.cook, NOC.butcher, NOC.chef, NOC.truckDriver]) {
      expect(isFstTrade(code)).toBe(true);
    }
    for (const code of [NOC.airPilot, NOC.aircraftAssembler, NOC.softwareEngineer, NOC.retailSupervisor]) {
      expect(isFstTrade(code)).toBe(false);
    }
    expect(new Set(FST_TRADE_NOC_CODES.map((code) => code.slice(0, 2)))).toEqual(
      new Set(['62', '63', '72', '73', '82', '83', '92', '93']),
    );
  });
});

describe('FST minimums, each on both sides', () => {
  it('passes the reference profile', () => {
    expect(fst()).toEqual({ eligible: true, reasons: [] });
  });

  it('needs 24 months in one trade within 5 years; jobs in the same trade add up, different trades do not', () => {
    expect(fst({ experience: [job(NOC.welder, 23)] }).reasons).toEqual(['fst.tradeExperienceUnder2Years']);
    expect(
      fst({ experience: [job(NOC.welder, 12), job(NOC.welder, 12, { endedMonthsAgo: 14 })] }).eligible,
    ).toBe(true);
    expect(fst({ experience: [job(NOC.welder, 12), job(NOC.electrician, 12)] }).reasons).toEqual([
      'fst.tradeExperienceUnder2Years',
    ]);
    // Ended 36 months ago after 30: 24 within 60. Ended 37 months ago: 23.
    expect(fst({ experience: [job(NOC.welder, 30, { endedMonthsAgo: 36 })] }).eligible).toBe(true);
    expect(fst({ experience: [job(NOC.welder, 30, { endedMonthsAgo: 37 })] }).reasons).toEqual([
      'fst.tradeExperienceUnder2Years',
    ]);
  });

  it('answers notATrade for work outside the trades, or none', () => {
    expect(fst({ experience: [job(NOC.softwareEngineer, 60)] }).reasons).toEqual(['fst.notATrade']);
    expect(fst({ experience: [job(NOC.airPilot, 60)] }).reasons).toEqual(['fst.notATrade']);
    expect(fst({ experience: [] }).reasons).toEqual(['fst.notATrade']);
    expect(fst({ experience: [job(NOC.welder, 24, { endedMonthsAgo: 60 })] }).reasons).toEqual([
      'fst.notATrade',
    ]);
  });

  it('does not count trade work done while a full-time student', () => {
    expect(fst({ experience: [job(NOC.welder, 24, { whileFullTimeStudent: true })] }).reasons).toEqual([
      'fst.notATrade',
    ]);
  });

  it.each([
    ['speaking', celpip(4, 5, 4, 4)],
    ['listening', celpip(5, 4, 4, 4)],
    ['reading', celpip(5, 5, 3, 4)],
    ['writing', celpip(5, 5, 4, 3)],
  ])('needs CLB 5/5/4/4: one level less in %s fails', (_, firstLanguage) => {
    expect(fst({ firstLanguage }).reasons).toEqual(['fst.languageBelowMinimum']);
  });

  it('needs a certificate of qualification or a job offer in a trade', () => {
    expect(fst({ certificateOfQualification: false }).reasons).toEqual(['fst.noOfferOrCertificate']);
    expect(
      fst({ certificateOfQualification: false, jobOfferNoc: NOC.welder, jobOffer: 'teer0123' }).eligible,
    ).toBe(true);
    expect(
      fst({ certificateOfQualification: false, jobOfferNoc: NOC.softwareEngineer, jobOffer: 'teer0123' })
        .reasons,
    ).toEqual(['fst.noOfferOrCertificate']);
  });

  it('needs the funds, unless authorized to work in Canada with an offer in a trade', () => {
    expect(fst({ settlementFundsCad: 15_262 }).reasons).toEqual(['fst.funds']);
    expect(fst({ settlementFundsCad: 23_359, familySize: 3 }).reasons).toEqual(['fst.funds']);
    expect(fst({ settlementFundsCad: 23_360, familySize: 3 }).eligible).toBe(true);
    const offer: EligibilityInput = { jobOfferNoc: NOC.welder, jobOffer: 'teer0123', settlementFundsCad: 0 };
    expect(fst({ ...offer, authorizedToWorkInCanada: true }).eligible).toBe(true);
    expect(fst({ ...offer, authorizedToWorkInCanada: false }).reasons).toEqual(['fst.funds']);
  });
});
