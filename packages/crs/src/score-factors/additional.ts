import { lowestClbOf } from './language-levels.ts';

/**
 * French bonus (rules.md §6), as the index of `CompiledRuleSet.frenchBonus`: 1 for NCLC 7+ in all
 * four French abilities, 2 with CLB 5+ in all four English abilities too (no English test, or CLB 4
 * anywhere, stays at 1). Levels as `clbCodeOf` codes.
 */
export function frenchBonusTier(french: number | null, english: number | null): number {
  if (french === null || lowestClbOf(french) < 7) return 0;
  return english !== null && lowestClbOf(english) >= 5 ? 2 : 1;
}
