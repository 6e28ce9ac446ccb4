import type { CompiledRuleSet, GridTables } from '../rules/compiled-rule-set.ts';
import { sumByClb } from './language-levels.ts';

/** rules.md §3.1: the age table's index; 17 or less and 45 or more score 0. */
export function ageIndex(age: number): number {
  return (age < 17 ? 17 : age > 45 ? 45 : age) - 17;
}

/** rules.md §3.5 and §4: the Canadian work tables' index, 0 … 5 or more years. */
export function canadianWorkIndex(years: number): number {
  return years > 5 ? 5 : years;
}

/** rules.md §3.3: per ability (levels as a `clbCodeOf` code); below CLB 4 scores 0. */
export function scoreFirstLanguage(grid: GridTables, levels: number): number {
  return sumByClb(grid.firstLanguage, levels);
}

/** rules.md §3.4: per ability; the section is capped at 22 with a spouse and 24 without. */
export function scoreSecondLanguage(rules: CompiledRuleSet, grid: GridTables, levels: number | null): number {
  if (levels === null) return 0;
  return Math.min(sumByClb(rules.secondLanguage, levels), grid.secondLanguageMax);
}
