import { isFrenchTest } from '../language/charts.ts';
import type { CandidateProfile } from '../profile.ts';
import type { RuleSet } from '../rules/rule-set.ts';
import { type ClbLevels, lowestClb } from './language-levels.ts';

/** Canadian study (rules.md §6): 15 for one or two years, 30 for three or more or a graduate degree. */
export function scoreCanadianStudy(rules: RuleSet, canadianEducation: CandidateProfile['canadianEducation']) {
  return rules.additional.canadianStudy[canadianEducation];
}

export function scoreJobOffer(rules: RuleSet, jobOffer: CandidateProfile['jobOffer']) {
  return rules.additional.jobOffer[jobOffer];
}

/**
 * French bonus (rules.md §6): NCLC 7+ in all four French abilities, then the higher amount only with
 * CLB 5+ in all four English abilities. French may be the first or the second official language.
 */
export function scoreFrenchBonus(
  rules: RuleSet,
  first: { test: CandidateProfile['firstLanguage']['test']; levels: ClbLevels },
  second: { test: CandidateProfile['firstLanguage']['test']; levels: ClbLevels } | null,
) {
  const isFirstFrench = isFrenchTest(first.test);
  const french = isFirstFrench ? first : second !== null && isFrenchTest(second.test) ? second : null;
  if (french === null || lowestClb(french.levels) < 7) return 0;
  const english = isFirstFrench ? second : first;
  const hasEnglish = english !== null && lowestClb(english.levels) >= 5;
  return hasEnglish ? rules.additional.frenchBonus.withEnglish : rules.additional.frenchBonus.withoutEnglish;
}
