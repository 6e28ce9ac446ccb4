import { describe, expect, it } from 'vitest';
import { baseProfile, withSpouse } from '../fixtures/profiles.ts';
import { parseEligibilityProfile } from './eligibility-profile.ts';

const fieldsOf = (input: unknown) => {
  const parsed = parseEligibilityProfile(input);
  return parsed.success ? [] : parsed.errors.map((error) => error.field);
};

describe('parseEligibilityProfile', () => {
  it('accepts a CandidateProfile alone, with the defaults of eligibility.md', () => {
    const parsed = parseEligibilityProfile(baseProfile());
    expect(parsed).toEqual({
      success: true,
      profile: {
        ...baseProfile(),
        experience: [],
        jobOfferNoc: null,
        settlementFundsCad: 0,
        familySize: 1,
        authorizedToWorkInCanada: false,
        relativeInCanada: false,
        spouseStudiedInCanada: false,
        applicantStudiedInCanada: false,
      },
    });
  });

  it('counts a spouse or partner in the default family size, and refuses a family of 1 with one', () => {
    const married = parseEligibilityProfile(withSpouse());
    expect(married.success && married.profile.familySize).toBe(2);
    expect(fieldsOf({ ...withSpouse(), familySize: 1 })).toEqual(['familySize']);
    expect(fieldsOf({ ...withSpouse(), familySize: 2 })).toEqual([]);
  });

  it('fills a job’s self-employment and student answers with false', () => {
    const parsed = parseEligibilityProfile({
      ...baseProfile(),
      experience: [{ noc: '21231', inCanada: true, months: 18, endedMonthsAgo: 0 }],
    });
    expect(parsed.success && parsed.profile.experience[0]).toEqual({
      noc: '21231',
      inCanada: true,
      months: 18,
      endedMonthsAgo: 0,
      selfEmployed: false,
      whileFullTimeStudent: false,
    });
  });

  it('names every bad field of a job with its index', () => {
    const parsed = parseEligibilityProfile({
      ...baseProfile(),
      experience: [{ noc: '2123', inCanada: 'yes', months: 0, endedMonthsAgo: 1.5 }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.success ? [] : parsed.errors).toEqual([
      expect.objectContaining({
        field: 'experience.0.noc',
        message: 'must be a NOC 2021 unit group, 5 digits',
      }),
      expect.objectContaining({ field: 'experience.0.inCanada' }),
      expect.objectContaining({ field: 'experience.0.months' }),
      expect.objectContaining({ field: 'experience.0.endedMonthsAgo' }),
    ]);
  });

  it('refuses a code that is not a NOC 2021 unit group', () => {
    expect(fieldsOf({ ...baseProfile(), jobOfferNoc: '99999', jobOffer: 'teer45' })).toEqual(['jobOfferNoc']);
  });

  it('refuses negative funds, a family of 0 and a non-boolean answer', () => {
    expect(
      fieldsOf({ ...baseProfile(), settlementFundsCad: -1, familySize: 0, relativeInCanada: 'no' }),
    ).toEqual(['settlementFundsCad', 'familySize', 'relativeInCanada']);
  });

  it('keeps jobOffer consistent with jobOfferNoc', () => {
    expect(fieldsOf({ ...baseProfile(), jobOfferNoc: '21231', jobOffer: 'teer0123' })).toEqual([]);
    expect(fieldsOf({ ...baseProfile(), jobOfferNoc: '00012', jobOffer: 'teer0Major00' })).toEqual([]);
    expect(fieldsOf({ ...baseProfile(), jobOfferNoc: '65100', jobOffer: 'teer45' })).toEqual([]);
    const mismatch = parseEligibilityProfile({ ...baseProfile(), jobOfferNoc: '21231', jobOffer: 'none' });
    expect(mismatch.success ? [] : mismatch.errors).toEqual([
      expect.objectContaining({
        field: 'jobOffer',
        message: 'must be teer0123, the offer of jobOfferNoc 21231',
      }),
    ]);
  });

  it('still checks the CandidateProfile’s own rules', () => {
    expect(fieldsOf({ ...baseProfile(), age: 12, experience: [] })).toEqual(['age']);
  });
});
