import type { Job, WorkDetails } from '@maplebridge/crs';

/** One job as typed: numbers stay text until they are whole and in range. */
export interface JobDraft {
  /** Keeps React's list identity while jobs are added and removed. */
  key: number;
  noc: string | undefined;
  inCanada: boolean;
  months: string;
  isCurrent: boolean;
  endedMonthsAgo: string;
  selfEmployed: boolean;
  whileFullTimeStudent: boolean;
}

/** The work step as typed; `toWorkDetails` keeps what is complete. */
export interface WorkForm {
  jobs: JobDraft[];
  jobOfferNoc: string | undefined;
  settlementFundsCad: string;
  familySize: string;
  authorizedToWorkInCanada: boolean;
  relativeInCanada: boolean;
  applicantStudiedInCanada: boolean;
  spouseStudiedInCanada: boolean;
}

/** 50 years of months: the engine's own upper bound for a job. */
export const MAX_MONTHS = 600;
const MAX_FAMILY_SIZE = 30;
const MAX_AMOUNT = 1_000_000_000;

let nextKey = 1;
export function newJobDraft(): JobDraft {
  return {
    key: nextKey++,
    noc: undefined,
    inCanada: false,
    months: '',
    isCurrent: true,
    endedMonthsAgo: '',
    selfEmployed: false,
    whileFullTimeStudent: false,
  };
}

/** A whole number within [min, max] typed as text, or null. */
export function toWhole(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

/** An amount in whole dollars; thousands may be grouped with spaces, commas or dots (25 000, 25,000, 25.000). */
export function toAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$|^\d{1,3}([ ,.]\d{3})+$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(/[ ,.]/g, ''));
  return value <= MAX_AMOUNT ? value : null;
}

/** The problems of one job to show beside its fields: only what has been typed is judged. */
export function jobErrors(job: JobDraft): { noc?: string; months?: string; endedMonthsAgo?: string } {
  const hasNumbers = job.months.trim() !== '' || (!job.isCurrent && job.endedMonthsAgo.trim() !== '');
  return {
    ...(job.noc === undefined && hasNumbers ? { noc: 'crs.work.occupationRequired' } : {}),
    ...(job.months.trim() !== '' && toWhole(job.months, 1, MAX_MONTHS) === null
      ? { months: 'crs.work.monthsInvalid' }
      : {}),
    ...(!job.isCurrent &&
    job.endedMonthsAgo.trim() !== '' &&
    toWhole(job.endedMonthsAgo, 0, MAX_MONTHS) === null
      ? { endedMonthsAgo: 'crs.work.monthsInvalid' }
      : {}),
  };
}

function toJob(draft: JobDraft): Job | null {
  const months = toWhole(draft.months, 1, MAX_MONTHS);
  const endedMonthsAgo = draft.isCurrent ? 0 : toWhole(draft.endedMonthsAgo, 0, MAX_MONTHS);
  if (draft.noc === undefined || months === null || endedMonthsAgo === null) return null;
  return {
    noc: draft.noc,
    inCanada: draft.inCanada,
    months,
    endedMonthsAgo,
    selfEmployed: draft.selfEmployed,
    whileFullTimeStudent: draft.whileFullTimeStudent,
  };
}

/** What the form says, complete jobs only; null when nothing at all was entered (the step is skipped). */
export function toWorkDetails(form: WorkForm): WorkDetails | null {
  const familySize = toWhole(form.familySize, 1, MAX_FAMILY_SIZE);
  const work: WorkDetails = {
    experience: form.jobs.flatMap((draft) => toJob(draft) ?? []),
    jobOfferNoc: form.jobOfferNoc ?? null,
    settlementFundsCad: toAmount(form.settlementFundsCad) ?? 0,
    ...(familySize === null ? {} : { familySize }),
    authorizedToWorkInCanada: form.authorizedToWorkInCanada,
    relativeInCanada: form.relativeInCanada,
    applicantStudiedInCanada: form.applicantStudiedInCanada,
    spouseStudiedInCanada: form.spouseStudiedInCanada,
  };
  const isEmpty =
    work.experience.length === 0 &&
    work.jobOfferNoc === null &&
    work.settlementFundsCad === 0 &&
    familySize === null &&
    !work.authorizedToWorkInCanada &&
    !work.relativeInCanada &&
    !work.applicantStudiedInCanada &&
    !work.spouseStudiedInCanada;
  return isEmpty ? null : work;
}

/** The form for work already given (a saved result, or a return to the quiz), with one empty job when none. */
export function toWorkForm(work: WorkDetails | null): WorkForm {
  const jobs = (work?.experience ?? []).map((job) => ({
    ...newJobDraft(),
    noc: job.noc,
    inCanada: job.inCanada,
    months: String(job.months),
    isCurrent: job.endedMonthsAgo === 0,
    endedMonthsAgo: job.endedMonthsAgo === 0 ? '' : String(job.endedMonthsAgo),
    selfEmployed: job.selfEmployed === true,
    whileFullTimeStudent: job.whileFullTimeStudent === true,
  }));
  return {
    jobs: jobs.length > 0 ? jobs : [newJobDraft()],
    jobOfferNoc: work?.jobOfferNoc ?? undefined,
    settlementFundsCad: work && work.settlementFundsCad > 0 ? String(work.settlementFundsCad) : '',
    familySize: work?.familySize === undefined ? '' : String(work.familySize),
    authorizedToWorkInCanada: work?.authorizedToWorkInCanada ?? false,
    relativeInCanada: work?.relativeInCanada ?? false,
    applicantStudiedInCanada: work?.applicantStudiedInCanada ?? false,
    spouseStudiedInCanada: work?.spouseStudiedInCanada ?? false,
  };
}
