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

// Callers name a few dates over and over; the bound keeps odd dates from growing it without end.
const COMPILED_BY_DATE = new Map<string, CompiledRuleSet>();
const DATES_REMEMBERED = 1000;

/** The fast form of `ruleSetFor(asOf)`, compiled once at load and looked up once per date. */
export function compiledRuleSetFor(asOf?: string): CompiledRuleSet {
  if (asOf === undefined) return CURRENT_COMPILED;
  const known = COMPILED_BY_DATE.get(asOf);
  if (known !== undefined) return known;
  const compiled = COMPILED.get(ruleSetFor(asOf)) as CompiledRuleSet;
  if (COMPILED_BY_DATE.size >= DATES_REMEMBERED) COMPILED_BY_DATE.clear();
  COMPILED_BY_DATE.set(asOf, compiled);
  return compiled;
}
