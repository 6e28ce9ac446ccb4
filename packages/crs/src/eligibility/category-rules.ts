import type { WorkMinimum } from './program-rules.ts';

/** What a category asks beyond being in the pool (eligible for FSW, CEC or FST). */
export type CategoryRule =
  | { kind: 'frenchNclc7' }
  | {
      kind: 'occupations';
      work: WorkMinimum;
      /** 2025: the months in one job without a break; 2026: jobs in the same occupation add up. */
      isContinuous: boolean;
      isCanadaOnly: boolean;
    }
  /** Open only to foreign military members recruited by the Canadian Armed Forces. */
  | { kind: 'foreignMilitary' };

const FRENCH: CategoryRule = { kind: 'frenchNclc7' };
const SIX_MONTHS_IN_A_ROW_IN_3_YEARS: CategoryRule = {
  kind: 'occupations',
  work: { months: 6, windowMonths: 36 },
  isContinuous: true,
  isCanadaOnly: false,
};
const TWELVE_MONTHS_IN_A_ROW_IN_CANADA: CategoryRule = {
  kind: 'occupations',
  work: { months: 12, windowMonths: 36 },
  isContinuous: true,
  isCanadaOnly: true,
};
const TWELVE_MONTHS_IN_3_YEARS: CategoryRule = {
  kind: 'occupations',
  work: { months: 12, windowMonths: 36 },
  isContinuous: false,
  isCanadaOnly: false,
};
const TWELVE_MONTHS_IN_CANADA: CategoryRule = { ...TWELVE_MONTHS_IN_3_YEARS, isCanadaOnly: true };

/**
 * The `experience` and `language` prose of each ee-categories.json entry, as rules, by category id.
 * The lists themselves are generated (data/category-lists.ts); a new year adds its ids here.
 */
export const CATEGORY_RULES: Readonly<Record<string, CategoryRule>> = {
  '2025-french-language-proficiency': FRENCH,
  '2025-healthcare-social-services': SIX_MONTHS_IN_A_ROW_IN_3_YEARS,
  '2025-stem': SIX_MONTHS_IN_A_ROW_IN_3_YEARS,
  '2025-trades': SIX_MONTHS_IN_A_ROW_IN_3_YEARS,
  '2025-education': SIX_MONTHS_IN_A_ROW_IN_3_YEARS,
  '2025-agriculture-agri-food': SIX_MONTHS_IN_A_ROW_IN_3_YEARS,
  '2025-physicians-canadian-experience': TWELVE_MONTHS_IN_A_ROW_IN_CANADA,
  '2026-french-language-proficiency': FRENCH,
  '2026-healthcare-social-services': TWELVE_MONTHS_IN_3_YEARS,
  '2026-stem': TWELVE_MONTHS_IN_3_YEARS,
  '2026-trades': TWELVE_MONTHS_IN_3_YEARS,
  '2026-education': TWELVE_MONTHS_IN_3_YEARS,
  '2026-transport': TWELVE_MONTHS_IN_3_YEARS,
  '2026-physicians-canadian-experience': TWELVE_MONTHS_IN_CANADA,
  '2026-researchers-canadian-experience': TWELVE_MONTHS_IN_CANADA,
  '2026-senior-managers-canadian-experience': TWELVE_MONTHS_IN_CANADA,
  '2026-skilled-military-recruits': { kind: 'foreignMilitary' },
};
