import { answerQuestion, type QuizAnswers } from '../questions/quiz-flow.ts';
import { jobOfferFor, teerOf } from './noc-code.ts';

/** One paid job (shared/crs/eligibility.md `experience`). */
export interface Job {
  noc: string;
  inCanada: boolean;
  /** Full-time-equivalent months (30 hours a week is full time). */
  months: number;
  /** 0 = still in this job. */
  endedMonthsAgo: number;
  selfEmployed?: boolean;
  whileFullTimeStudent?: boolean;
}

/**
 * The quiz's optional "Your work" step: the fields eligibility.md adds to a CandidateProfile. With
 * the CRS answers it makes an EligibilityProfile (`toEligibilityProfile`).
 */
export interface WorkDetails {
  experience: Job[];
  jobOfferNoc: string | null;
  settlementFundsCad: number;
  /** The applicant, a spouse or partner, and dependent children; left out, the marital status decides. */
  familySize?: number;
  authorizedToWorkInCanada: boolean;
  relativeInCanada: boolean;
  spouseStudiedInCanada: boolean;
  applicantStudiedInCanada: boolean;
}

/** The CRS counts work of the last 10 years. */
const CRS_WINDOW_MONTHS = 120;
const JOB_OFFER_LETTER = { teer0Major00: 'A', teer0123: 'B', teer45: 'C' } as const;
const YES = 'A';

/** The months of a job inside the last `windowMonths`: only its most recent part may fall inside. */
export function monthsWithin(job: Job, windowMonths: number): number {
  return Math.max(0, Math.min(job.months, windowMonths - job.endedMonthsAgo));
}

/** CRS work experience is skilled (TEER 0–3) and paid, and never work done as a full-time student. */
const isCrsSkilled = (job: Job) => teerOf(job.noc) <= 3 && job.whileFullTimeStudent !== true;

function fullYears(jobs: readonly Job[], counts: (job: Job) => boolean): number {
  let months = 0;
  for (const job of jobs) if (counts(job)) months += monthsWithin(job, CRS_WINDOW_MONTHS);
  // Two jobs at once never make more than full time: at most the window itself.
  return Math.floor(Math.min(months, CRS_WINDOW_MONTHS) / 12);
}

/**
 * The CRS fields `canadianWorkYears` and `foreignWorkYears` that the jobs add up to (eligibility.md:
 * full years within the last 10). Canadian work excludes self-employment, as the CRS does.
 */
export function crsWorkYears(experience: readonly Job[]): {
  canadianWorkYears: number;
  foreignWorkYears: number;
} {
  return {
    canadianWorkYears: fullYears(
      experience,
      (job) => job.inCanada && isCrsSkilled(job) && job.selfEmployed !== true,
    ),
    foreignWorkYears: fullYears(experience, (job) => !job.inCanada && isCrsSkilled(job)),
  };
}

/**
 * The quiz answers with the ones the work step decides put in (a person enters their work once):
 * the work-year questions (19, 20) when jobs are listed, and the job offer (22, 23) when the offer's
 * occupation is named. Everything else is left as answered.
 */
export function applyWorkDetails(answers: QuizAnswers, work: WorkDetails | null): QuizAnswers {
  if (!work) return answers;
  let next = answers;
  if (work.experience.length > 0) {
    const { canadianWorkYears, foreignWorkYears } = crsWorkYears(work.experience);
    next = answerQuestion(next, 19, String.fromCharCode(65 + Math.min(canadianWorkYears, 5)));
    next = answerQuestion(next, 20, String.fromCharCode(65 + Math.min(foreignWorkYears, 3)));
  }
  if (work.jobOfferNoc !== null) {
    next = answerQuestion(next, 22, YES);
    next = answerQuestion(next, 23, JOB_OFFER_LETTER[jobOfferFor(work.jobOfferNoc)]);
  }
  return next;
}

/** The questions whose answers the work step decides, so the quiz shows them as worked out. */
export function workDecidedQuestions(work: WorkDetails | null): number[] {
  if (!work) return [];
  return [...(work.experience.length > 0 ? [19, 20] : []), ...(work.jobOfferNoc !== null ? [22, 23] : [])];
}
