import type { CompiledRuleSet } from '../rules/compiled-rule-set.ts';
import { type ClbLevels, lowestClb } from './language-levels.ts';

/**
 * French bonus (rules.md §6): NCLC 7+ in all four French abilities; the higher amount only with
 * CLB 5+ in all four English abilities (no English test, or CLB 4 anywhere, gives the lower one).
 */
export function scoreFrenchBonus(
  rules: CompiledRuleSet,
  french: ClbLevels | null,
  english: ClbLevels | null,
): number {
  if (french === null || lowestClb(french) < 7) return 0;
  return english !== null && lowestClb(english) >= 5 ? rules.frenchWithEnglish : rules.frenchWithoutEnglish;
}
