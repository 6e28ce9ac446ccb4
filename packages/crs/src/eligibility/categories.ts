import { isFrenchTest } from '../language/charts.ts';
import type { CandidateProfile, LanguageResult } from '../profile.ts';
import { type ClbLevels, lowestClb, toClbLevels } from '../score-factors/language-levels.ts';
import type { CategoryRule } from './category-rules.ts';
import type { EligibilityProfile, Experience } from './eligibility-profile.ts';
import { type Category, categoryMaskOf } from './eligibility-rules.ts';
import type { Languages } from './languages.ts';
import type { EligibilityReason } from './reasons.ts';
import { monthsWithin } from './work-months.ts';

export interface CategoryAnswer {
  id: string;
  eligible: boolean;
  reasons: EligibilityReason[];
}

const FRENCH_MINIMUM_NCLC = 7;

/** `levels` are the result's own when already converted. */
function isFrenchNclc7(result: LanguageResult | null, levels: ClbLevels | null | undefined): boolean {
  if (result === null || !isFrenchTest(result.test)) return false;
  return lowestClb(levels ?? toClbLevels(result)) >= FRENCH_MINIMUM_NCLC;
}

/** The French category's own minimum: a French test at NCLC 7 in all four abilities, in either slot. */
export function hasFrenchNclc7(
  profile: Pick<CandidateProfile, 'firstLanguage' | 'secondLanguage'>,
  languages?: Pick<Languages, 'first' | 'second'>,
): boolean {
  return (
    isFrenchNclc7(profile.firstLanguage, languages?.first) ||
    isFrenchNclc7(profile.secondLanguage, languages?.second)
  );
}

/** What every category of one answer reads, worked out once for all of them. */
export interface CategoryFacts {
  /** Eligible for FSW, CEC or FST. */
  isInPool: boolean;
  hasFrenchNclc7: boolean;
  /** `categoryMaskOf` each job's occupation, in the order of the jobs. */
  jobMasks: readonly number[];
  /** The categories any job is listed in: the others need no counting. */
  listedMask: number;
}

function jobMasksOf(jobs: readonly Experience[]): number[] {
  const masks: number[] = [];
  for (const job of jobs) masks.push(categoryMaskOf(job.noc));
  return masks;
}

export function categoryFactsOf(
  profile: EligibilityProfile,
  languages: Languages,
  isInPool: boolean,
): CategoryFacts {
  const jobMasks = jobMasksOf(profile.experience);
  let listedMask = 0;
  for (const mask of jobMasks) listedMask |= mask;
  return { isInPool, hasFrenchNclc7: hasFrenchNclc7(profile, languages), jobMasks, listedMask };
}

type OccupationRule = Extract<CategoryRule, { kind: 'occupations' }>;

/**
 * The most months in one listed occupation inside the window: one job's (continuous rule) or all its
 * jobs' added up. Written without closures: it runs for every category of every answer.
 */
function countListedMonths(
  jobs: readonly Experience[],
  jobMasks: readonly number[],
  bit: number,
  rule: OccupationRule,
  isInCanadaOnly: boolean,
): number {
  const window = rule.work.windowMonths;
  let most = 0;
  for (let index = 0; index < jobs.length; index++) {
    const job = jobs[index] as Experience;
    if (((jobMasks[index] as number) & bit) === 0 || (isInCanadaOnly && !job.inCanada)) continue;
    let months = 0;
    if (rule.isContinuous) months = monthsWithin(job, window);
    else {
      for (const other of jobs) {
        if (other.noc === job.noc && (!isInCanadaOnly || other.inCanada))
          months += monthsWithin(other, window);
      }
    }
    if (months > most) most = months;
  }
  return most;
}

/** The months an occupation category counts (in Canada only when its rule says so); 0 for the others. */
export function countCategoryMonths(category: Category, jobs: readonly Experience[]): number {
  const rule = category.rule;
  if (rule.kind !== 'occupations') return 0;
  return countListedMonths(jobs, jobMasksOf(jobs), category.bit, rule, rule.isCanadaOnly);
}

function findOccupationReason(
  category: Category,
  rule: OccupationRule,
  jobs: readonly Experience[],
  jobMasks: readonly number[],
  listedMask: number,
): EligibilityReason | null {
  const needed = rule.work.months;
  if ((listedMask & category.bit) === 0) return 'category.occupationNotListed';
  const months = countListedMonths(jobs, jobMasks, category.bit, rule, false);
  if (months === 0) return 'category.occupationNotListed';
  if (!rule.isCanadaOnly) return months < needed ? 'category.notEnoughMonths' : null;
  if (countListedMonths(jobs, jobMasks, category.bit, rule, true) >= needed) return null;
  return months >= needed ? 'category.workNotInCanada' : 'category.notEnoughMonths';
}

function findOwnReason(
  category: Category,
  profile: EligibilityProfile,
  facts: CategoryFacts,
): EligibilityReason | null {
  const rule = category.rule;
  if (rule.kind === 'frenchNclc7') return facts.hasFrenchNclc7 ? null : 'category.frenchBelowNclc7';
  if (rule.kind === 'foreignMilitary') return 'category.militaryRecruitsOnly';
  return findOccupationReason(category, rule, profile.experience, facts.jobMasks, facts.listedMask);
}

/** One category's verdict, from the facts of the answer it belongs to. */
export function assessCategory(
  category: Category,
  profile: EligibilityProfile,
  facts: CategoryFacts,
): CategoryAnswer {
  const own = findOwnReason(category, profile, facts);
  let reasons: EligibilityReason[];
  if (facts.isInPool) reasons = own === null ? [] : [own];
  else reasons = own === null ? ['category.notInPool'] : ['category.notInPool', own];
  return { id: category.id, eligible: reasons.length === 0, reasons };
}
