import type { CandidateProfile } from '../profile.ts';
import type { RuleSet } from '../rules/rule-set.ts';

/**
 * Skill transferability (rules.md §5). Every language condition uses the LOWEST of the four
 * abilities of the first official language; the second language never counts.
 */

/** 0: below CLB 7 · 1: CLB 7+ with one ability under 9 · 2: CLB 9+ in all four. */
function languageTier(lowestFirstClb: number): 0 | 1 | 2 {
  if (lowestFirstClb >= 9) return 2;
  return lowestFirstClb >= 7 ? 1 : 0;
}

/** 0: none or under a year · 1: one year · 2: two or more years of Canadian work. */
function canadianWorkTier(canadianWorkYears: number): 0 | 1 | 2 {
  if (canadianWorkYears >= 2) return 2;
  return canadianWorkYears === 1 ? 1 : 0;
}

function educationTiers(
  rules: RuleSet,
  education: CandidateProfile['education'],
): readonly [number, number] | null {
  switch (education) {
    case 'oneYear':
    case 'twoYear':
    case 'bachelors':
      return rules.transferability.education.oneYearOrLonger;
    case 'twoOrMore':
    case 'masters':
    case 'doctoral':
      return rules.transferability.education.twoOrMoreOrGraduate;
    default:
      return null;
  }
}

function foreignWorkTiers(rules: RuleSet, foreignWorkYears: number): readonly [number, number] | null {
  if (foreignWorkYears >= 3) return rules.transferability.foreignWork.threeOrMoreYears;
  return foreignWorkYears >= 1 ? rules.transferability.foreignWork.oneOrTwoYears : null;
}

function pick(tiers: readonly [number, number] | null, tier: 0 | 1 | 2): number {
  if (tiers === null || tier === 0) return 0;
  return tier === 1 ? tiers[0] : tiers[1];
}

/** Education with first-language proficiency (the spec's `educationA`). */
export function scoreEducationLanguage(
  rules: RuleSet,
  education: CandidateProfile['education'],
  lowestFirstClb: number,
) {
  return pick(educationTiers(rules, education), languageTier(lowestFirstClb));
}

/** Education with Canadian work experience (the spec's `educationB`). */
export function scoreEducationCanadianWork(
  rules: RuleSet,
  education: CandidateProfile['education'],
  canadianWorkYears: number,
) {
  return pick(educationTiers(rules, education), canadianWorkTier(canadianWorkYears));
}

/** Foreign work with first-language proficiency (the spec's `foreign_xp_1`). */
export function scoreForeignWorkLanguage(rules: RuleSet, foreignWorkYears: number, lowestFirstClb: number) {
  return pick(foreignWorkTiers(rules, foreignWorkYears), languageTier(lowestFirstClb));
}

/** Foreign work with Canadian work (the spec's `foreign_xp_2`; the spec's own list omits it, §11 #5). */
export function scoreForeignWorkCanadianWork(
  rules: RuleSet,
  foreignWorkYears: number,
  canadianWorkYears: number,
) {
  return pick(foreignWorkTiers(rules, foreignWorkYears), canadianWorkTier(canadianWorkYears));
}

/** Certificate of qualification: 25 at CLB 5+ in all four (one under 7), 50 at CLB 7+ in all four. */
export function scoreCertificate(rules: RuleSet, hasCertificate: boolean, lowestFirstClb: number) {
  if (!hasCertificate || lowestFirstClb < 5) return 0;
  return rules.transferability.certificate[lowestFirstClb >= 7 ? 1 : 0];
}
