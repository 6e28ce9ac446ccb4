import type { CandidateProfile } from '../profile.ts';
import type { RuleSet } from '../rules/rule-set.ts';
import { type ClbLevels, pointsByClb } from './language-levels.ts';

type Grid = 'withSpouse' | 'withoutSpouse';

/** rules.md §3.1: 17 or less and 45 or more score 0. */
export function scoreAge(rules: RuleSet, grid: Grid, age: number): number {
  return rules.age[grid][Math.min(Math.max(age, 17), 45) - 17] as number;
}

/** rules.md §3.2. */
export function scoreEducation(rules: RuleSet, grid: Grid, education: CandidateProfile['education']): number {
  return rules.education[education][grid];
}

/** rules.md §3.3: per ability; below CLB 4 scores 0. */
export function scoreFirstLanguageAbility(rules: RuleSet, grid: Grid, clb: number): number {
  return pointsByClb(rules.firstLanguage[grid], clb);
}

/** rules.md §3.4: per ability; the section is capped at 22 with a spouse and 24 without. */
export function scoreSecondLanguage(rules: RuleSet, grid: Grid, levels: ClbLevels | null): number {
  if (levels === null) return 0;
  const table = rules.secondLanguage.perAbility;
  const sum =
    pointsByClb(table, levels[0]) +
    pointsByClb(table, levels[1]) +
    pointsByClb(table, levels[2]) +
    pointsByClb(table, levels[3]);
  return Math.min(sum, rules.secondLanguage.max[grid]);
}

/** rules.md §3.5: 0 … 5 or more years. */
export function scoreCanadianWork(rules: RuleSet, grid: Grid, years: number): number {
  return rules.canadianWork[grid][Math.min(years, 5)] as number;
}
