import { toClbLevels } from '../score-factors/language-levels.ts';
import { assessCategory, type CategoryAnswer } from './categories.ts';
import { assessCec, type ProgramAnswer } from './cec.ts';
import type { EligibilityProfile } from './eligibility-profile.ts';
import { eligibilityRulesFor } from './eligibility-rules.ts';
import { assessFst } from './fst.ts';
import { assessFsw, type FswAnswer } from './fsw.ts';

/** The answer of shared/crs/eligibility.md. */
export interface EligibilityAnswer {
  asOf: string;
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
  const firstClb = toClbLevels(profile.firstLanguage);
  const fsw = assessFsw(profile, rules, firstClb);
  const cec = assessCec(profile, rules, firstClb);
  const fst = assessFst(profile, rules, firstClb);
  const isInPool = fsw.eligible || cec.eligible || fst.eligible;
  return {
    asOf,
    programs: { fsw, cec, fst },
    categories: rules.categories.map((category) => assessCategory(category, profile, isInPool)),
  };
}
