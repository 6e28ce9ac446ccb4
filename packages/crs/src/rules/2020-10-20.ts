import { RULES_2017_06_06 } from './2017-06-06.ts';
import type { RuleSet } from './rule-set.ts';

/** From 2020-10-20 (announced 2020-10-27): French bonus 25 / 50. rules.md §6, §7. */
export const RULES_2020_10_20: RuleSet = {
  ...RULES_2017_06_06,
  id: '2020-10-20',
  effectiveFrom: '2020-10-20',
  checkedOn: '2026-11-25',
  additional: { ...RULES_2017_06_06.additional, frenchBonus: { withoutEnglish: 25, withEnglish: 50 } },
};
