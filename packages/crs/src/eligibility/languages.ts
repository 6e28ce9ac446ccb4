import { isWithSpouse } from '../profile.ts';
import { type ClbLevels, toClbLevels } from '../score-factors/language-levels.ts';
import type { EligibilityProfile } from './eligibility-profile.ts';

/** A profile's test results as CLB levels, converted once per answer: every program reads them. */
export interface Languages {
  first: ClbLevels;
  second: ClbLevels | null;
  /** Only an accompanying spouse's or partner's: no program counts another's. */
  spouse: ClbLevels | null;
}

export function languagesOf(
  profile: Pick<
    EligibilityProfile,
    | 'firstLanguage'
    | 'secondLanguage'
    | 'spouseLanguage'
    | 'maritalStatus'
    | 'spouseCanadian'
    | 'spouseAccompanying'
  >,
): Languages {
  return {
    first: toClbLevels(profile.firstLanguage),
    second: profile.secondLanguage === null ? null : toClbLevels(profile.secondLanguage),
    spouse:
      profile.spouseLanguage === null || !isWithSpouse(profile) ? null : toClbLevels(profile.spouseLanguage),
  };
}
