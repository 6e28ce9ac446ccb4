import { RULES_2020_10_20 } from './2020-10-20.ts';
import type { RuleSet } from './rule-set.ts';

/**
 * From 2025-03-25: arranged-employment (job offer) points removed for every candidate
 * (Ministerial Instructions of 2025-03-25; rules.md §6, §11 #1). The rule set in force today.
 */
export const RULES_2025_03_25: RuleSet = {
  ...RULES_2020_10_20,
  id: '2025-03-25',
  effectiveFrom: '2025-03-25',
  // rules.md §13, checked 2026-11-25: a change from 2026-11-03 is reported, but no source gives its
  // points, so this stays the last verified grid.
  checkedOn: '2026-11-25',
  additional: {
    ...RULES_2020_10_20.additional,
    jobOffer: { none: 0, teer0Major00: 0, teer0123: 0, teer45: 0 },
  },
};
