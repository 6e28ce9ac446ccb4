import { isFrenchTest } from '../language/charts.ts';
import type { LanguageResult } from '../profile.ts';
import { lowestClb, toClbLevels } from '../score-factors/language-levels.ts';
import type { EligibilityProfile, Experience } from './eligibility-profile.ts';
import type { Category } from './eligibility-rules.ts';
import type { EligibilityReason } from './reasons.ts';
import { longestJobWithin, mostMonthsInOneOccupation } from './work-months.ts';

export interface CategoryAnswer {
  id: string;
  eligible: boolean;
  reasons: EligibilityReason[];
}

const FRENCH_MINIMUM_NCLC = 7;

function hasFrenchNclc7(result: LanguageResult | null): boolean {
  return (
    result !== null && isFrenchTest(result.test) && lowestClb(toClbLevels(result)) >= FRENCH_MINIMUM_NCLC
  );
}

function occupationReason(
  category: Category & { rule: { kind: 'occupations' } },
  jobs: readonly Experience[],
): EligibilityReason | null {
  const { work, isContinuous, isCanadaOnly } = category.rule;
  const monthsOf = (counts: (job: Experience) => boolean) =>
    isContinuous
      ? longestJobWithin(jobs, work.windowMonths, counts)
      : mostMonthsInOneOccupation(jobs, work.windowMonths, counts);
  const isListed = (job: Experience) => category.nocCodes.has(job.noc);
  const months = monthsOf(isListed);
  if (months === 0) return 'category.occupationNotListed';
  if (!isCanadaOnly) return months < work.months ? 'category.notEnoughMonths' : null;
  if (monthsOf((job) => job.inCanada && isListed(job)) >= work.months) return null;
  return months >= work.months ? 'category.workNotInCanada' : 'category.notEnoughMonths';
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
    if (!hasFrenchNclc7(profile.firstLanguage) && !hasFrenchNclc7(profile.secondLanguage)) {
      reasons.push('category.frenchBelowNclc7');
    }
  } else if (rule.kind === 'foreignMilitary') {
    reasons.push('category.militaryRecruitsOnly');
  } else {
    const reason = occupationReason({ ...category, rule }, profile.experience);
    if (reason !== null) reasons.push(reason);
  }
  return { id: category.id, eligible: reasons.length === 0, reasons };
}
