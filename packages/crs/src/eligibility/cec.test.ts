import { describe, expect, it } from 'vitest';
import { type EligibilityInput, eligibilityProfile, job, NOC } from '../fixtures/eligibility-profiles.ts';
import { celpip } from '../fixtures/profiles.ts';
import { assessEligibility } from './assess-eligibility.ts';

function cec(overrides: EligibilityInput) {
  return assessEligibility(eligibilityProfile(overrides), '2026-11-25').programs.cec;
}

const inCanada = (noc: string, months: number, options: Parameters<typeof job>[2] = {}) =>
  job(noc, months, { inCanada: true, ...options });

describe('CEC: a year of skilled work in Canada within 3 years', () => {
  it('needs 12 months: 12 pass, 11 do not, several jobs add up', () => {
    expect(cec({ firstLanguage: celpip(7), experience: [inCanada(NOC.softwareEngineer, 12)] })).toEqual({
      eligible: true,
      reasons: [],
    });
    expect(
      cec({ firstLanguage: celpip(7), experience: [inCanada(NOC.softwareEngineer, 11)] }).reasons,
    ).toEqual(['cec.canadianExperienceUnder1Year']);
    const twoJobs = [
      inCanada(NOC.softwareEngineer, 6),
      inCanada(NOC.civilEngineer, 6, { endedMonthsAgo: 8 }),
    ];
    expect(cec({ firstLanguage: celpip(7), experience: twoJobs }).eligible).toBe(true);
  });

  it('counts only the part within the last 36 months', () => {
    // Ended 24 months ago after 20 months: 12 of them fall within 36. Ended 25 months ago: 11.
    const ended = (endedMonthsAgo: number) => [inCanada(NOC.softwareEngineer, 20, { endedMonthsAgo })];
    expect(cec({ firstLanguage: celpip(7), experience: ended(24) }).eligible).toBe(true);
    expect(cec({ firstLanguage: celpip(7), experience: ended(25) }).reasons).toEqual([
      'cec.canadianExperienceUnder1Year',
    ]);
    expect(cec({ firstLanguage: celpip(7), experience: ended(36) }).reasons).toEqual([
      'cec.noCanadianExperience',
    ]);
  });

  it.each<[string, ReturnType<typeof job>]>([
    ['abroad', job(NOC.softwareEngineer, 24)],
    ['self-employed', inCanada(NOC.softwareEngineer, 24, { selfEmployed: true })],
    ['while a full-time student', inCanada(NOC.softwareEngineer, 24, { whileFullTimeStudent: true })],
    ['in TEER 5', inCanada(NOC.cashier, 24)],
  ])('does not count work %s', (_, work) => {
    expect(cec({ firstLanguage: celpip(9), experience: [work] }).reasons).toEqual([
      'cec.noCanadianExperience',
    ]);
  });

  it('reports no experience for an empty work history', () => {
    expect(cec({ firstLanguage: celpip(9) }).reasons).toEqual(['cec.noCanadianExperience']);
  });
});

describe('CEC language, by the TEER of the qualifying year', () => {
  it('needs CLB 7 for TEER 0 or 1 work: 7 passes, 6 in one ability does not', () => {
    for (const noc of [NOC.restaurantManager, NOC.softwareEngineer]) {
      expect(cec({ firstLanguage: celpip(7), experience: [inCanada(noc, 12)] }).eligible).toBe(true);
      expect(cec({ firstLanguage: celpip(7, 7, 6, 7), experience: [inCanada(noc, 12)] }).reasons).toEqual([
        'cec.languageBelowClb7',
      ]);
    }
  });

  it('needs CLB 5 for TEER 2 or 3 work: 5 passes, 4 in one ability does not', () => {
    for (const noc of [NOC.retailSupervisor, NOC.administrativeAssistant]) {
      expect(cec({ firstLanguage: celpip(5), experience: [inCanada(noc, 12)] }).eligible).toBe(true);
      expect(cec({ firstLanguage: celpip(5, 4, 5, 5), experience: [inCanada(noc, 12)] }).reasons).toEqual([
        'cec.languageBelowClb5',
      ]);
    }
  });

  it('needs CLB 7 when the year only adds up with TEER 0–1 work, CLB 5 once TEER 2–3 work is a year', () => {
    const mixed = [
      inCanada(NOC.softwareEngineer, 6),
      inCanada(NOC.retailSupervisor, 6, { endedMonthsAgo: 6 }),
    ];
    expect(cec({ firstLanguage: celpip(6), experience: mixed }).reasons).toEqual(['cec.languageBelowClb7']);
    const yearInTeer2 = [
      inCanada(NOC.softwareEngineer, 6),
      inCanada(NOC.retailSupervisor, 12, { endedMonthsAgo: 6 }),
    ];
    expect(cec({ firstLanguage: celpip(6), experience: yearInTeer2 }).eligible).toBe(true);
  });

  it('short of a year, reports only the CLB 5 minimum', () => {
    expect(
      cec({ firstLanguage: celpip(6), experience: [inCanada(NOC.softwareEngineer, 6)] }).reasons,
    ).toEqual(['cec.canadianExperienceUnder1Year']);
    expect(cec({ firstLanguage: celpip(4) }).reasons).toEqual([
      'cec.noCanadianExperience',
      'cec.languageBelowClb5',
    ]);
  });

  it('asks no funds', () => {
    expect(
      cec({
        firstLanguage: celpip(7),
        settlementFundsCad: 0,
        experience: [inCanada(NOC.softwareEngineer, 12)],
      }).eligible,
    ).toBe(true);
  });
});
