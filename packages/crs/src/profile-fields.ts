import { isFrenchTest } from './language/charts.ts';
import type { CandidateProfile } from './profile.ts';

/**
 * What each CandidateProfile field may hold (shared/crs/profile.md) and the rules across fields, in
 * one place for the schema and its hand-written fast path (`read-profile.ts`). `profile.ts`
 * re-exports the values.
 */
export const MARITAL_STATUSES = [
  'single',
  'married',
  'commonLaw',
  'divorced',
  'legallySeparated',
  'annulled',
  'widowed',
] as const;
export const EDUCATION_LEVELS = [
  'lessThanSecondary',
  'secondary',
  'oneYear',
  'twoYear',
  'bachelors',
  'twoOrMore',
  'masters',
  'doctoral',
] as const;
export const CANADIAN_EDUCATION_LEVELS = [
  'none',
  'secondaryOrLess',
  'oneOrTwoYear',
  'threeYearOrMore',
] as const;
export const JOB_OFFERS = ['none', 'teer0Major00', 'teer0123', 'teer45'] as const;
export const LANGUAGE_TESTS = ['CELPIP-G', 'IELTS', 'PTE Core', 'TEF Canada', 'TCF Canada'] as const;

export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type Education = (typeof EDUCATION_LEVELS)[number];
export type CanadianEducation = (typeof CANADIAN_EDUCATION_LEVELS)[number];
export type JobOffer = (typeof JOB_OFFERS)[number];

/**
 * The "with spouse" grid applies only to a married or common-law applicant whose spouse is not a
 * Canadian citizen or PR and will come to Canada (rules.md §2); everyone else is scored alone.
 */
export function isWithSpouse(
  profile: Pick<CandidateProfile, 'maritalStatus' | 'spouseCanadian' | 'spouseAccompanying'>,
): boolean {
  return (
    (profile.maritalStatus === 'married' || profile.maritalStatus === 'commonLaw') &&
    profile.spouseCanadian === false &&
    profile.spouseAccompanying === true
  );
}

export interface CrossFieldIssue {
  path: string[];
  message: string;
}

/** What a profile whose every field is valid on its own may still get wrong, in the schema's order. */
export function crossFieldIssuesOf(profile: CandidateProfile): CrossFieldIssue[] {
  const issues: CrossFieldIssue[] = [];
  const isPartnered = profile.maritalStatus === 'married' || profile.maritalStatus === 'commonLaw';
  if (isPartnered && profile.spouseCanadian === null) {
    issues.push({ path: ['spouseCanadian'], message: 'is required for a married or common-law applicant' });
  }
  if (isPartnered && profile.spouseCanadian === false && profile.spouseAccompanying === null) {
    issues.push({
      path: ['spouseAccompanying'],
      message: 'is required when the spouse is not a Canadian citizen or permanent resident',
    });
  }
  if (
    profile.secondLanguage &&
    isFrenchTest(profile.secondLanguage.test) === isFrenchTest(profile.firstLanguage.test)
  ) {
    issues.push({
      path: ['secondLanguage', 'test'],
      message: 'must be a test of the other official language than the first test',
    });
  }
  if (isWithSpouse(profile)) {
    if (profile.spouseEducation === null) {
      issues.push({ path: ['spouseEducation'], message: 'is required with an accompanying spouse' });
    }
    if (profile.spouseCanadianWorkYears === null) {
      issues.push({ path: ['spouseCanadianWorkYears'], message: 'is required with an accompanying spouse' });
    }
  }
  return issues;
}
