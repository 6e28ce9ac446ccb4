import { lowestClb } from '../score-factors/language-levels.ts';
import type { EligibilityProfile, Experience } from './eligibility-profile.ts';
import type { EligibilityRules } from './eligibility-rules.ts';
import type { Languages } from './languages.ts';
import { teerOf } from './noc.ts';
import type { EligibilityReason } from './reasons.ts';
import { totalMonthsWithin } from './work-months.ts';

export interface ProgramAnswer {
  eligible: boolean;
  reasons: EligibilityReason[];
}

/** Skilled, authorized work in Canada; self-employment and work while a full-time student do not count. */
const countsForCec = (job: Experience) =>
  job.inCanada && !job.selfEmployed && !job.whileFullTimeStudent && teerOf(job.noc) <= 3;
const countsForCecInTeer23 = (job: Experience) => countsForCec(job) && teerOf(job.noc) >= 2;

/** The months of Canadian work that count for CEC, inside its window. */
export function countCecMonths(jobs: readonly Experience[], rules: EligibilityRules): number {
  return totalMonthsWithin(jobs, rules.programs.cec.work.windowMonths, countsForCec);
}

/** Canadian Experience Class (ee-program-requirements.md §2). No funds are needed. */
export function assessCec(
  profile: EligibilityProfile,
  rules: EligibilityRules,
  languages: Languages,
): ProgramAnswer {
  const cec = rules.programs.cec;
  const { months, windowMonths } = cec.work;
  const monthsInCanada = countCecMonths(profile.experience, rules);
  const lowest = lowestClb(languages.first);
  const reasons: EligibilityReason[] = [];
  if (monthsInCanada === 0) reasons.push('cec.noCanadianExperience');
  else if (monthsInCanada < months) reasons.push('cec.canadianExperienceUnder1Year');
  // The minimum follows the TEER of the qualifying year: CLB 5 once a year of TEER 2–3 work is
  // enough on its own, CLB 7 when TEER 0–1 work is needed to make the year. Short of a year, only
  // the lower minimum is certain. The TEER 2–3 months are counted only when they decide.
  if (
    monthsInCanada >= months &&
    lowest < cec.minimumClbTeer01 &&
    totalMonthsWithin(profile.experience, windowMonths, countsForCecInTeer23) < months
  ) {
    reasons.push('cec.languageBelowClb7');
  } else if (lowest < cec.minimumClbTeer23) {
    reasons.push('cec.languageBelowClb5');
  }
  return { eligible: reasons.length === 0, reasons };
}
