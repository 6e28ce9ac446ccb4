import type { CompiledRuleSet } from '../rules/compiled-rule-set.ts';
import { type ClbLevels, sumByClb } from './language-levels.ts';

/** rules.md §4: the accompanying spouse's own education (by index), first language result, Canadian work. */
export function scoreSpouseEducation(rules: CompiledRuleSet, education: number): number {
  return rules.spouseEducation[education] as number;
}

export function scoreSpouseLanguage(rules: CompiledRuleSet, levels: ClbLevels | null): number {
  return levels === null ? 0 : sumByClb(rules.spouseLanguage, levels);
}

export function scoreSpouseCanadianWork(rules: CompiledRuleSet, years: number): number {
  return rules.spouseCanadianWork[years > 5 ? 5 : years] as number;
}
