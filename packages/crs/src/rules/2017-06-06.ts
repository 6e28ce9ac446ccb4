import { RULES_2016_11_19 } from './2016-11-19.ts';
import type { RuleSet } from './rule-set.ts';

/** From 2017-06-06: sibling in Canada 15, French bonus 15 (without English) / 30 (with). rules.md §7. */
export const RULES_2017_06_06: RuleSet = {
  ...RULES_2016_11_19,
  id: '2017-06-06',
  effectiveFrom: '2017-06-06',
  checkedOn: '2026-11-25',
  additional: {
    ...RULES_2016_11_19.additional,
    sibling: 15,
    frenchBonus: { withoutEnglish: 15, withEnglish: 30 },
  },
};
