import { inForceOn } from '../dated.ts';
import { RULES_2016_11_19 } from './2016-11-19.ts';
import { RULES_2017_06_06 } from './2017-06-06.ts';
import { RULES_2020_10_20 } from './2020-10-20.ts';
import { RULES_2025_03_25 } from './2025-03-25.ts';
import { type CompiledRuleSet, compileRuleSet } from './compiled-rule-set.ts';
import type { RuleSet } from './rule-set.ts';

/** Newest first. A new grid is a new file here, not a code change. */
export const RULE_SETS: readonly RuleSet[] = [
  RULES_2025_03_25,
  RULES_2020_10_20,
  RULES_2017_06_06,
  RULES_2016_11_19,
];

export const CURRENT_RULE_SET = RULE_SETS[0] as RuleSet;

/** The rule set in force on `asOf` (YYYY-MM-DD); today's when absent. */
export function ruleSetFor(asOf?: string): RuleSet {
  if (asOf === undefined) return CURRENT_RULE_SET;
  const ruleSet = inForceOn(RULE_SETS, asOf);
  if (!ruleSet) {
    throw new RangeError(`No CRS rule set before ${RULE_SETS.at(-1)?.effectiveFrom}; got ${asOf}`);
  }
  return ruleSet;
}

const COMPILED = new Map<RuleSet, CompiledRuleSet>(
  RULE_SETS.map((ruleSet) => [ruleSet, compileRuleSet(ruleSet)]),
);
const CURRENT_COMPILED = COMPILED.get(CURRENT_RULE_SET) as CompiledRuleSet;

/** The fast form of `ruleSetFor(asOf)`, compiled once at load. */
export function compiledRuleSetFor(asOf?: string): CompiledRuleSet {
  return asOf === undefined ? CURRENT_COMPILED : (COMPILED.get(ruleSetFor(asOf)) as CompiledRuleSet);
}
