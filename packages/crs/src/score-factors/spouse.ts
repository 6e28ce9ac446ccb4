import type { CandidateProfile } from '../profile.ts';
import type { RuleSet } from '../rules/rule-set.ts';
import { type ClbLevels, pointsByClb } from './language-levels.ts';

/** rules.md §4: the accompanying spouse's own education, language (first result) and Canadian work. */
export function scoreSpouseEducation(rules: RuleSet, education: CandidateProfile['spouseEducation']): number {
  return education === null ? 0 : rules.education[education].spouse;
}

export function scoreSpouseLanguageAbility(rules: RuleSet, clb: number): number {
  return pointsByClb(rules.spouseLanguage, clb);
}

export function scoreSpouseLanguage(rules: RuleSet, levels: ClbLevels | null): number {
  if (levels === null) return 0;
  return (
    scoreSpouseLanguageAbility(rules, levels[0]) +
    scoreSpouseLanguageAbility(rules, levels[1]) +
    scoreSpouseLanguageAbility(rules, levels[2]) +
    scoreSpouseLanguageAbility(rules, levels[3])
  );
}

export function scoreSpouseCanadianWork(rules: RuleSet, years: number | null): number {
  return years === null ? 0 : (rules.canadianWork.spouse[Math.min(years, 5)] as number);
}
