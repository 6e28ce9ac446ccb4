import { monthsWithin } from '../work/work-details.ts';
import type { Experience } from './eligibility-profile.ts';

export { monthsWithin };

export type JobFilter = (job: Experience) => boolean;

/** All the months of the jobs `counts` accepts inside the window, added up. */
export function totalMonthsWithin(
  jobs: readonly Experience[],
  windowMonths: number,
  counts: JobFilter,
): number {
  let total = 0;
  for (const job of jobs) if (counts(job)) total += monthsWithin(job, windowMonths);
  return total;
}

/** The most months a single job (one job without a break) has inside the window. */
export function longestJobWithin(
  jobs: readonly Experience[],
  windowMonths: number,
  counts: JobFilter,
): number {
  let longest = 0;
  for (const job of jobs) if (counts(job)) longest = Math.max(longest, monthsWithin(job, windowMonths));
  return longest;
}
