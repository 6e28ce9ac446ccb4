import type { CompiledRuleSet, GridTables } from '../rules/compiled-rule-set.ts';
import { type ClbLevels, sumByClb } from './language-levels.ts';

/** rules.md §3.1: 17 or less and 45 or more score 0. */
export function scoreAge(grid: GridTables, age: number): number {
  return grid.age[(age < 17 ? 17 : age > 45 ? 45 : age) - 17] as number;
}

/** rules.md §3.2, by education index. */
export function scoreEducation(grid: GridTables, education: number): number {
  return grid.education[education] as number;
}

/** rules.md §3.3: per ability; below CLB 4 scores 0. */
export function scoreFirstLanguage(grid: GridTables, levels: ClbLevels): number {
  return sumByClb(grid.firstLanguage, levels);
}

/** rules.md §3.4: per ability; the section is capped at 22 with a spouse and 24 without. */
export function scoreSecondLanguage(
  rules: CompiledRuleSet,
  grid: GridTables,
  levels: ClbLevels | null,
): number {
  if (levels === null) return 0;
  return Math.min(sumByClb(rules.secondLanguage, levels), grid.secondLanguageMax);
}

/** rules.md §3.5: 0 … 5 or more years. */
export function scoreCanadianWork(grid: GridTables, years: number): number {
  return grid.canadianWork[years > 5 ? 5 : years] as number;
}
