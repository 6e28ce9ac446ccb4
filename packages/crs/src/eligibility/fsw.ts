import { isWithSpouse } from '../profile.ts';
import { lowestClb } from '../score-factors/language-levels.ts';
import type { EligibilityProfile, Experience } from './eligibility-profile.ts';
import { type EligibilityRules, fundsRequiredCad } from './eligibility-rules.ts';
import type { Languages } from './languages.ts';
import { teerOf } from './noc.ts';
import type { EligibilityReason } from './reasons.ts';
import { longestJobWithin, monthsWithin } from './work-months.ts';

export interface FswPoints {
  language: number;
  education: number;
  experience: number;
  age: number;
  arrangedEmployment: number;
  adaptability: number;
  /** 0–100; the pass mark is 67. */
  total: number;
}

export interface FswAnswer {
  eligible: boolean;
  points: FswPoints;
  /** 0 when exempt (authorized to work in Canada with a TEER 0–3 offer). */
  fundsRequiredCad: number;
  reasons: EligibilityReason[];
}

type FswRules = EligibilityRules['programs']['fsw'];

const isSkilled = (job: { noc: string }) => teerOf(job.noc) <= 3;

/** FSW factor 5: a valid offer in a TEER 0–3 occupation (its NOC when given, else the CRS answer). */
function hasSkilledJobOffer(profile: EligibilityProfile): boolean {
  if (profile.jobOfferNoc !== null) return teerOf(profile.jobOfferNoc) <= 3;
  return profile.jobOffer === 'teer0Major00' || profile.jobOffer === 'teer0123';
}

/** The months of FSW's one continuous job in a TEER 0–3 occupation, inside its window. */
export function countFswMonths(jobs: readonly Experience[], rules: EligibilityRules): number {
  return longestJobWithin(jobs, rules.programs.fsw.work.windowMonths, isSkilled);
}

function scoreLanguage(rules: FswRules, languages: Languages): number {
  const perAbility = rules.firstLanguagePerAbility;
  const first = languages.first;
  const points =
    (perAbility[first[0] - 3] as number) +
    (perAbility[first[1] - 3] as number) +
    (perAbility[first[2] - 3] as number) +
    (perAbility[first[3] - 3] as number);
  const hasSecond =
    languages.second !== null && lowestClb(languages.second) >= rules.secondLanguage.minimumClb;
  return points + (hasSecond ? rules.secondLanguage.points : 0);
}

/** FSW's three readings of the skilled (TEER 0–3) jobs, in one pass over them. */
interface SkilledWork {
  /** The longest single job inside the window (the minimum). */
  longestMonths: number;
  /** All of them inside the window (the experience factor). */
  totalMonths: number;
  /** All of them in Canada, at any time (adaptability). */
  inCanadaMonths: number;
}

function readSkilledWork(jobs: readonly Experience[], windowMonths: number): SkilledWork {
  let longestMonths = 0;
  let totalMonths = 0;
  let inCanadaMonths = 0;
  for (const job of jobs) {
    if (!isSkilled(job)) continue;
    const months = monthsWithin(job, windowMonths);
    if (months > longestMonths) longestMonths = months;
    totalMonths += months;
    if (job.inCanada) inCanadaMonths += job.months;
  }
  return { longestMonths, totalMonths, inCanadaMonths };
}

function scoreExperience(rules: FswRules, totalMonths: number): number {
  const table = rules.experienceByYears;
  return table[Math.min(Math.floor(totalMonths / 12), table.length - 1)] as number;
}

function scoreAdaptability(
  rules: FswRules,
  profile: EligibilityProfile,
  spouseClb: Languages['spouse'],
  inCanadaMonths: number,
  hasOffer: boolean,
): number {
  const adaptability = rules.adaptability;
  const withSpouse = isWithSpouse(profile);
  let points = 0;
  if (spouseClb !== null && lowestClb(spouseClb) >= adaptability.spouseLanguage.minimumClb) {
    points += adaptability.spouseLanguage.points;
  }
  if (profile.applicantStudiedInCanada) points += adaptability.applicantStudy;
  if (withSpouse && profile.spouseStudiedInCanada) points += adaptability.spouseStudy;
  if (inCanadaMonths >= adaptability.applicantCanadianWork.months) {
    points += adaptability.applicantCanadianWork.points;
  }
  if (withSpouse && (profile.spouseCanadianWorkYears ?? 0) >= 1) points += adaptability.spouseCanadianWork;
  if (hasOffer) points += adaptability.arrangedEmployment;
  if (profile.relativeInCanada) points += adaptability.relative;
  return Math.min(points, adaptability.max);
}

/** Federal Skilled Worker: the minimums and the 67-point grid (ee-program-requirements.md §1). */
export function assessFsw(
  profile: EligibilityProfile,
  rules: EligibilityRules,
  languages: Languages,
): FswAnswer {
  const fsw = rules.programs.fsw;
  const hasOffer = hasSkilledJobOffer(profile);
  const work = readSkilledWork(profile.experience, fsw.work.windowMonths);
  const language = scoreLanguage(fsw, languages);
  const education = fsw.education[profile.education];
  const experience = scoreExperience(fsw, work.totalMonths);
  const age = fsw.ageByAge[Math.min(profile.age - 17, fsw.ageByAge.length - 1)] as number;
  const arrangedEmployment = hasOffer ? fsw.arrangedEmployment : 0;
  const adaptability = scoreAdaptability(fsw, profile, languages.spouse, work.inCanadaMonths, hasOffer);
  const total = language + education + experience + age + arrangedEmployment + adaptability;
  const isFundsExempt = profile.authorizedToWorkInCanada && hasOffer;
  const fundsRequired = isFundsExempt ? 0 : fundsRequiredCad(rules.funds, profile.familySize);

  const reasons: EligibilityReason[] = [];
  if (work.longestMonths < fsw.work.months) reasons.push('fsw.noSkilledExperience');
  if (lowestClb(languages.first) < fsw.minimumFirstLanguageClb) reasons.push('fsw.languageBelowClb7');
  if (profile.education === 'lessThanSecondary') reasons.push('fsw.noEducationCredential');
  if (total < fsw.passMark) reasons.push('fsw.pointsBelow67');
  if (profile.settlementFundsCad < fundsRequired) reasons.push('fsw.funds');
  return {
    eligible: reasons.length === 0,
    points: { language, education, experience, age, arrangedEmployment, adaptability, total },
    fundsRequiredCad: fundsRequired,
    reasons,
  };
}
