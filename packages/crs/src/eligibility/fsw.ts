import { isWithSpouse } from '../profile.ts';
import { type ClbLevels, lowestClb, toClbLevels } from '../score-factors/language-levels.ts';
import type { EligibilityProfile, Experience } from './eligibility-profile.ts';
import { type EligibilityRules, fundsRequiredCad } from './eligibility-rules.ts';
import { teerOf } from './noc.ts';
import type { EligibilityReason } from './reasons.ts';
import { longestJobWithin, totalMonthsWithin } from './work-months.ts';

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
const isSkilledInCanada = (job: { noc: string; inCanada: boolean }) => job.inCanada && isSkilled(job);

/** FSW factor 5: a valid offer in a TEER 0–3 occupation (its NOC when given, else the CRS answer). */
function hasSkilledJobOffer(profile: EligibilityProfile): boolean {
  if (profile.jobOfferNoc !== null) return teerOf(profile.jobOfferNoc) <= 3;
  return profile.jobOffer === 'teer0Major00' || profile.jobOffer === 'teer0123';
}

/** The months of FSW's one continuous job in a TEER 0–3 occupation, inside its window. */
export function countFswMonths(jobs: readonly Experience[], rules: EligibilityRules): number {
  return longestJobWithin(jobs, rules.programs.fsw.work.windowMonths, isSkilled);
}

function scoreLanguage(rules: FswRules, profile: EligibilityProfile, firstClb: ClbLevels): number {
  const perAbility = rules.firstLanguagePerAbility;
  const first =
    (perAbility[firstClb[0] - 3] as number) +
    (perAbility[firstClb[1] - 3] as number) +
    (perAbility[firstClb[2] - 3] as number) +
    (perAbility[firstClb[3] - 3] as number);
  const hasSecond =
    profile.secondLanguage !== null &&
    lowestClb(toClbLevels(profile.secondLanguage)) >= rules.secondLanguage.minimumClb;
  return first + (hasSecond ? rules.secondLanguage.points : 0);
}

function scoreExperience(rules: FswRules, profile: EligibilityProfile): number {
  const years = Math.floor(totalMonthsWithin(profile.experience, rules.work.windowMonths, isSkilled) / 12);
  const table = rules.experienceByYears;
  return table[Math.min(years, table.length - 1)] as number;
}

function scoreAdaptability(rules: FswRules, profile: EligibilityProfile, hasOffer: boolean): number {
  const adaptability = rules.adaptability;
  const withSpouse = isWithSpouse(profile);
  let points = 0;
  if (
    withSpouse &&
    profile.spouseLanguage !== null &&
    lowestClb(toClbLevels(profile.spouseLanguage)) >= adaptability.spouseLanguage.minimumClb
  ) {
    points += adaptability.spouseLanguage.points;
  }
  if (profile.applicantStudiedInCanada) points += adaptability.applicantStudy;
  if (withSpouse && profile.spouseStudiedInCanada) points += adaptability.spouseStudy;
  if (
    totalMonthsWithin(profile.experience, Number.POSITIVE_INFINITY, isSkilledInCanada) >=
    adaptability.applicantCanadianWork.months
  ) {
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
  firstClb: ClbLevels,
): FswAnswer {
  const fsw = rules.programs.fsw;
  const hasOffer = hasSkilledJobOffer(profile);
  const language = scoreLanguage(fsw, profile, firstClb);
  const education = fsw.education[profile.education];
  const experience = scoreExperience(fsw, profile);
  const age = fsw.ageByAge[Math.min(profile.age - 17, fsw.ageByAge.length - 1)] as number;
  const arrangedEmployment = hasOffer ? fsw.arrangedEmployment : 0;
  const adaptability = scoreAdaptability(fsw, profile, hasOffer);
  const total = language + education + experience + age + arrangedEmployment + adaptability;
  const isFundsExempt = profile.authorizedToWorkInCanada && hasOffer;
  const fundsRequired = isFundsExempt ? 0 : fundsRequiredCad(rules.funds, profile.familySize);

  const reasons: EligibilityReason[] = [];
  if (countFswMonths(profile.experience, rules) < fsw.work.months) {
    reasons.push('fsw.noSkilledExperience');
  }
  if (lowestClb(firstClb) < fsw.minimumFirstLanguageClb) reasons.push('fsw.languageBelowClb7');
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
