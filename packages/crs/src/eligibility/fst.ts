import { type ClbLevels, isBelowAnyMinimum } from '../score-factors/language-levels.ts';
import type { ProgramAnswer } from './cec.ts';
import { FST_TRADE_NOC_CODES } from './data/fst-trades.ts';
import type { EligibilityProfile, Experience } from './eligibility-profile.ts';
import { type EligibilityRules, fundsRequiredCad } from './eligibility-rules.ts';
import type { EligibilityReason } from './reasons.ts';
import { mostMonthsInOneOccupation } from './work-months.ts';

const TRADES: ReadonlySet<string> = new Set(FST_TRADE_NOC_CODES);

export function isFstTrade(noc: string): boolean {
  return TRADES.has(noc);
}

/** Work while studying does not count for FST. */
const countsForFst = (job: Experience) => !job.whileFullTimeStudent && TRADES.has(job.noc);

/** The most months in one trade inside FST's window. */
export function countFstMonths(jobs: readonly Experience[], rules: EligibilityRules): number {
  return mostMonthsInOneOccupation(jobs, rules.programs.fst.work.windowMonths, countsForFst);
}

/** Federal Skilled Trades (ee-program-requirements.md §3). */
export function assessFst(
  profile: EligibilityProfile,
  rules: EligibilityRules,
  firstClb: ClbLevels,
): ProgramAnswer {
  const fst = rules.programs.fst;
  const months = countFstMonths(profile.experience, rules);
  const hasTradeOffer = profile.jobOfferNoc !== null && TRADES.has(profile.jobOfferNoc);
  const reasons: EligibilityReason[] = [];
  if (months === 0) reasons.push('fst.notATrade');
  else if (months < fst.work.months) reasons.push('fst.tradeExperienceUnder2Years');
  if (isBelowAnyMinimum(firstClb, fst.minimumClb)) reasons.push('fst.languageBelowMinimum');
  if (!hasTradeOffer && !profile.certificateOfQualification) reasons.push('fst.noOfferOrCertificate');
  const isFundsExempt = profile.authorizedToWorkInCanada && hasTradeOffer;
  if (!isFundsExempt && profile.settlementFundsCad < fundsRequiredCad(rules.funds, profile.familySize)) {
    reasons.push('fst.funds');
  }
  return { eligible: reasons.length === 0, reasons };
}
