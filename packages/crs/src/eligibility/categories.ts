import { isFrenchTest } from '../language/charts.ts';
import type { CandidateProfile, LanguageResult } from '../profile.ts';
import { lowestClb, toClbLevels } from '../score-factors/language-levels.ts';
import type { CategoryRule } from './category-rules.ts';
import type { EligibilityProfile, Experience } from './eligibility-profile.ts';
import type { Category } from './eligibility-rules.ts';
import type { EligibilityReason } from './reasons.ts';
import { monthsWithin } from './work-months.ts';

export interface CategoryAnswer {
  id: string;
  eligible: boolean;
  reasons: EligibilityReason[];
}

const FRENCH_MINIMUM_NCLC = 7;

function isFrenchNclc7(result: LanguageResult | null): boolean {
  return (
    result !== null && isFrenchTest(result.test) && lowestClb(toClbLevels(result)) >= FRENCH_MINIMUM_NCLC
  );
}

/** The French category's own minimum: a French test at NCLC 7 in all four abilities, in either slot. */
export function hasFrenchNclc7(profile: Pick<CandidateProfile, 'firstLanguage' | 'secondLanguage'>): boolean {
  return isFrenchNclc7(profile.firstLanguage) || isFrenchNclc7(profile.secondLanguage);
}

type OccupationRule = Extract<CategoryRule, { kind: 'occupations' }>;

/**
 * The most months in one listed occupation inside the window: one job's (continuous rule) or all its
 * jobs' added up. Written without closures: it runs for every category of every answer.
 */
function countListedMonths(
  jobs: readonly Experience[],
  rule: OccupationRule,
  codes: ReadonlySet<string>,
  isInCanadaOnly: boolean,
): number {
  const window = rule.work.windowMonths;
  let most = 0;
  for (const job of jobs) {
    if (!codes.has(job.noc) || (isInCanadaOnly && !job.inCanada)) continue;
    let months = 0;
    if (rule.isContinuous) months = monthsWithin(job, window);
    else {
      for (const other of jobs) {
        if (other.noc === job.noc && (!isInCanadaOnly || other.inCanada))
          months += monthsWithin(other, window);
      }
    }
    most = Math.max(most, months);
  }
  return most;
}

/** The months an occupation category counts (in Canada only when its rule says so); 0 for the others. */
export function countCategoryMonths(category: Category, jobs: readonly Experience[]): number {
  const rule = category.rule;
  if (rule.kind !== 'occupations') return 0;
  return countListedMonths(jobs, rule, category.nocCodes, rule.isCanadaOnly);
}

function findOccupationReason(
  rule: OccupationRule,
  codes: ReadonlySet<string>,
  jobs: readonly Experience[],
): EligibilityReason | null {
  const needed = rule.work.months;
  const months = countListedMonths(jobs, rule, codes, false);
  if (months === 0) return 'category.occupationNotListed';
  if (!rule.isCanadaOnly) return months < needed ? 'category.notEnoughMonths' : null;
  if (countListedMonths(jobs, rule, codes, true) >= needed) return null;
  return months >= needed ? 'category.workNotInCanada' : 'category.notEnoughMonths';
}

/** One category's verdict; `isInPool` is whether the person is eligible for FSW, CEC or FST. */
export function assessCategory(
  category: Category,
  profile: EligibilityProfile,
  isInPool: boolean,
): CategoryAnswer {
  const reasons: EligibilityReason[] = [];
  if (!isInPool) reasons.push('category.notInPool');
  const rule = category.rule;
  if (rule.kind === 'frenchNclc7') {
    if (!hasFrenchNclc7(profile)) reasons.push('category.frenchBelowNclc7');
  } else if (rule.kind === 'foreignMilitary') {
    reasons.push('category.militaryRecruitsOnly');
  } else {
    const reason = findOccupationReason(rule, category.nocCodes, profile.experience);
    if (reason !== null) reasons.push(reason);
  }
  return { id: category.id, eligible: reasons.length === 0, reasons };
}
