import { isBelowAnyMinimum } from '../score-factors/language-levels.ts';
import type { ProgramAnswer } from './cec.ts';
import { FST_TRADE_NOC_CODES } from './data/fst-trades.ts';
import type { EligibilityProfile, Experience } from './eligibility-profile.ts';
import { type EligibilityRules, fundsRequiredCad } from './eligibility-rules.ts';
import type { Languages } from './languages.ts';
import type { EligibilityReason } from './reasons.ts';
import { monthsWithin } from './work-months.ts';

const TRADES: ReadonlySet<string> = new Set(FST_TRADE_NOC_CODES);

export function isFstTrade(noc: string): boolean {
  return TRADES.has(noc);
}

/** The most months in one trade inside FST's window; work while studying does not count. */
export function countFstMonths(jobs: readonly Experience[], rules: EligibilityRules): number {
  const windowMonths = rules.programs.fst.work.windowMonths;
  let most = 0;
  for (const job of jobs) {
    if (job.whileFullTimeStudent || !TRADES.has(job.noc)) continue;
    let months = 0;
    for (const other of jobs) {
      if (other.noc === job.noc && !other.whileFullTimeStudent) months += monthsWithin(other, windowMonths);
    }
    if (months > most) most = months;
  }
  return most;
}

/** Federal Skilled Trades (ee-program-requirements.md §3). */
export function assessFst(
  profile: EligibilityProfile,
  rules: EligibilityRules,
  languages: Languages,
): ProgramAnswer {
  const fst = rules.programs.fst;
  const months = countFstMonths(profile.experience, rules);
  const hasTradeOffer = profile.jobOfferNoc !== null && TRADES.has(profile.jobOfferNoc);
  const reasons: EligibilityReason[] = [];
  if (months === 0) reasons.push('fst.notATrade');
  else if (months < fst.work.months) reasons.push('fst.tradeExperienceUnder2Years');
  if (isBelowAnyMinimum(languages.first, fst.minimumClb)) reasons.push('fst.languageBelowMinimum');
  if (!hasTradeOffer && !profile.certificateOfQualification) reasons.push('fst.noOfferOrCertificate');
  const isFundsExempt = profile.authorizedToWorkInCanada && hasTradeOffer;
  if (!isFundsExempt && profile.settlementFundsCad < fundsRequiredCad(rules.funds, profile.familySize)) {
    reasons.push('fst.funds');
  }
  return { eligible: reasons.length === 0, reasons };
}
