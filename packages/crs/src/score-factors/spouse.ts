import type { CompiledRuleSet } from '../rules/compiled-rule-set.ts';
import { sumByClb } from './language-levels.ts';

/** rules.md §4: the accompanying spouse's first language result, per ability (a `clbCodeOf` code). */
export function scoreSpouseLanguage(rules: CompiledRuleSet, levels: number | null): number {
  return levels === null ? 0 : sumByClb(rules.spouseLanguage, levels);
}
