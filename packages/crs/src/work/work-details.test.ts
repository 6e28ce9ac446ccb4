import { describe, expect, it } from 'vitest';
import { toEligibilityProfile } from '../eligibility/eligibility-profile.ts';
import { MARRIED_APPLICANT } from '../fixtures/examples.ts';
import { answersToProfile, profileToAnswers } from '../questions/quiz-profile.ts';
import {
  applyWorkDetails,
  crsWorkYears,
  type Job,
  type WorkDetails,
  workDecidedQuestions,
} from './work-details.ts';

const job = (overrides: Partial<Job>): Job => ({
  noc: '21231',
  inCanada: true,
  months: 12,
  endedMonthsAgo: 0,
  ...overrides,
});
const work = (overrides: Partial<WorkDetails>): WorkDetails => ({
  experience: [],
  jobOfferNoc: null,
  settlementFundsCad: 0,
  authorizedToWorkInCanada: false,
  relativeInCanada: false,
  spouseStudiedInCanada: false,
  applicantStudiedInCanada: false,
  ...overrides,
});

describe('crsWorkYears', () => {
  it('counts full years of skilled work in Canada and abroad separately', () => {
    expect(
      crsWorkYears([job({ months: 23 }), job({ inCanada: false, months: 40, endedMonthsAgo: 24 })]),
    ).toEqual({ canadianWorkYears: 1, foreignWorkYears: 3 });
  });

  it('counts 12 months as a year and 11 as none (both sides of the boundary)', () => {
    expect(crsWorkYears([job({ months: 12 })]).canadianWorkYears).toBe(1);
    expect(crsWorkYears([job({ months: 11 })]).canadianWorkYears).toBe(0);
  });

  it('keeps only the part of a job inside the last 10 years', () => {
    // Ended 100 months ago after 48 months: 20 of them fall inside the 120-month window.
    expect(crsWorkYears([job({ inCanada: false, months: 48, endedMonthsAgo: 100 })]).foreignWorkYears).toBe(
      1,
    );
    expect(crsWorkYears([job({ inCanada: false, months: 48, endedMonthsAgo: 120 })]).foreignWorkYears).toBe(
      0,
    );
  });

  it('adds jobs up but never beyond the window, and leaves out TEER 4–5, students and Canadian self-employment', () => {
    expect(crsWorkYears([job({ months: 100 }), job({ months: 100, noc: '21232' })]).canadianWorkYears).toBe(
      10,
    );
    expect(
      crsWorkYears([
        job({ noc: '65200', months: 60 }),
        job({ months: 60, whileFullTimeStudent: true }),
        job({ months: 60, selfEmployed: true }),
      ]),
    ).toEqual({ canadianWorkYears: 0, foreignWorkYears: 0 });
    expect(crsWorkYears([job({ inCanada: false, months: 36, selfEmployed: true })]).foreignWorkYears).toBe(3);
  });
});

describe('applyWorkDetails', () => {
  const answers = profileToAnswers(MARRIED_APPLICANT);

  it('puts the work years the jobs add up to into questions 19 and 20, capped at the last answer', () => {
    const applied = applyWorkDetails(
      answers,
      work({ experience: [job({ months: 80 }), job({ inCanada: false, months: 60, endedMonthsAgo: 0 })] }),
    );
    expect(applied[19]).toBe('F');
    expect(applied[20]).toBe('D');
    const parsed = answersToProfile(applied);
    expect(parsed.success && [parsed.profile.canadianWorkYears, parsed.profile.foreignWorkYears]).toEqual([
      5, 3,
    ]);
  });

  it('answers the job offer from the offer’s occupation', () => {
    expect(applyWorkDetails(answers, work({ jobOfferNoc: '00012' }))).toMatchObject({ 22: 'A', 23: 'A' });
    expect(applyWorkDetails(answers, work({ jobOfferNoc: '21231' }))).toMatchObject({ 22: 'A', 23: 'B' });
    expect(applyWorkDetails(answers, work({ jobOfferNoc: '65200' }))).toMatchObject({ 22: 'A', 23: 'C' });
  });

  it('leaves the answers alone when the step is skipped or empty', () => {
    expect(applyWorkDetails(answers, null)).toBe(answers);
    expect(applyWorkDetails(answers, work({}))).toEqual(answers);
    expect(workDecidedQuestions(work({}))).toEqual([]);
    expect(workDecidedQuestions(work({ experience: [job({})], jobOfferNoc: '21231' }))).toEqual([
      19, 20, 22, 23,
    ]);
  });
});

describe('toEligibilityProfile', () => {
  it('joins the CRS profile and the work step', () => {
    const parsed = toEligibilityProfile(
      MARRIED_APPLICANT,
      work({ experience: [job({})], settlementFundsCad: 30000 }),
    );
    expect(parsed.success && parsed.profile.experience).toHaveLength(1);
    expect(parsed.success && parsed.profile.settlementFundsCad).toBe(30000);
  });

  it('names the bad field of the work step', () => {
    const parsed = toEligibilityProfile(MARRIED_APPLICANT, { experience: [{ ...job({}), noc: '99999' }] });
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.errors.map((error) => error.field)).toEqual(['experience.0.noc']);
  });

  it('treats a missing step as no work', () => {
    const parsed = toEligibilityProfile(MARRIED_APPLICANT, undefined);
    expect(parsed.success && parsed.profile.experience).toEqual([]);
  });
});
