import { assessCategory, type CategoryAnswer, categoryFactsOf } from './categories.ts';
import { assessCec, type ProgramAnswer } from './cec.ts';
import type { EligibilityProfile } from './eligibility-profile.ts';
import { eligibilityRulesFor } from './eligibility-rules.ts';
import { assessFst } from './fst.ts';
import { assessFsw, type FswAnswer } from './fsw.ts';
import { languagesOf } from './languages.ts';

/** The answer of shared/crs/eligibility.md. */
export interface EligibilityAnswer {
  asOf: string;
  /** YYYY-MM-DD: when the data behind this answer was last checked against IRCC (the oldest part). */
  checkedOn: string;
  programs: { fsw: FswAnswer; cec: ProgramAnswer; fst: ProgramAnswer };
  /** The categories in force on `asOf`, each with its verdict. */
  categories: CategoryAnswer[];
}

/**
 * Which programs a parsed profile (see `parseEligibilityProfile`) qualifies for, and which categories
 * in force on `asOf` (YYYY-MM-DD) can invite it. Pure; throws a RangeError for a date before the data.
 */
export function assessEligibility(profile: EligibilityProfile, asOf: string): EligibilityAnswer {
  const rules = eligibilityRulesFor(asOf);
  const languages = languagesOf(profile);
  const fsw = assessFsw(profile, rules, languages);
  const cec = assessCec(profile, rules, languages);
  const fst = assessFst(profile, rules, languages);
  const facts = categoryFactsOf(profile, languages, fsw.eligible || cec.eligible || fst.eligible);
  const categories: CategoryAnswer[] = [];
  for (const category of rules.categories) categories.push(assessCategory(category, profile, facts));
  return { asOf, checkedOn: rules.checkedOn, programs: { fsw, cec, fst }, categories };
}
