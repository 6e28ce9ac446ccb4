import type { CompiledRuleSet } from '../rules/compiled-rule-set.ts';

/**
 * Skill transferability (rules.md §5). Every language condition uses the LOWEST of the four
 * abilities of the first official language; the second language never counts. A tier is 0 (no
 * points), 1 (the lower column) or 2 (the upper column).
 */

/** 1: CLB 7+ with one ability under 9 · 2: CLB 9+ in all four. */
function languageTier(lowestFirstClb: number): number {
  return lowestFirstClb >= 9 ? 2 : lowestFirstClb >= 7 ? 1 : 0;
}

/** 1: one year · 2: two or more years of Canadian work. */
function canadianWorkTier(canadianWorkYears: number): number {
  return canadianWorkYears >= 2 ? 2 : canadianWorkYears === 1 ? 1 : 0;
}

function educationPoints(rules: CompiledRuleSet, education: number, tier: number): number {
  return tier === 0 ? 0 : (rules.educationTransfer[2 * education + tier - 1] as number);
}

function foreignPoints(rules: CompiledRuleSet, foreignWorkYears: number, tier: number): number {
  return tier === 0
    ? 0
    : (rules.foreignTransfer[2 * (foreignWorkYears > 3 ? 3 : foreignWorkYears) + tier - 1] as number);
}

/** Education with first-language proficiency (the spec's `educationA`). */
export function scoreEducationLanguage(
  rules: CompiledRuleSet,
  education: number,
  lowestFirstClb: number,
): number {
  return educationPoints(rules, education, languageTier(lowestFirstClb));
}

/** Education with Canadian work experience (the spec's `educationB`). */
export function scoreEducationCanadianWork(
  rules: CompiledRuleSet,
  education: number,
  canadianWorkYears: number,
): number {
  return educationPoints(rules, education, canadianWorkTier(canadianWorkYears));
}

/** Foreign work with first-language proficiency (the spec's `foreign_xp_1`). */
export function scoreForeignWorkLanguage(
  rules: CompiledRuleSet,
  foreignWorkYears: number,
  lowestFirstClb: number,
): number {
  return foreignPoints(rules, foreignWorkYears, languageTier(lowestFirstClb));
}

/** Foreign work with Canadian work (the spec's `foreign_xp_2`; the spec's own list omits it, §11 #5). */
export function scoreForeignWorkCanadianWork(
  rules: CompiledRuleSet,
  foreignWorkYears: number,
  canadianWorkYears: number,
): number {
  return foreignPoints(rules, foreignWorkYears, canadianWorkTier(canadianWorkYears));
}

/** Certificate of qualification: 25 at CLB 5+ in all four (one under 7), 50 at CLB 7+ in all four. */
export function scoreCertificate(
  rules: CompiledRuleSet,
  hasCertificate: boolean,
  lowestFirstClb: number,
): number {
  if (!hasCertificate || lowestFirstClb < 5) return 0;
  return lowestFirstClb >= 7 ? rules.certificate[1] : rules.certificate[0];
}
