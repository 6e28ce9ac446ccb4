import type { ClbLevels } from '../score-factors/language-levels.ts';
import type { EligibilityAnswer } from './assess-eligibility.ts';
import { countCategoryMonths } from './categories.ts';
import { assessCec, countCecMonths } from './cec.ts';
import type { EligibilityProfile, Experience } from './eligibility-profile.ts';
import { type EligibilityRules, eligibilityRulesFor, fundsRequiredCad } from './eligibility-rules.ts';
import { assessFst, countFstMonths } from './fst.ts';
import { assessFsw, countFswMonths } from './fsw.ts';
import { type Languages, languagesOf } from './languages.ts';
import type { EligibilityReason } from './reasons.ts';

/**
 * Codes the web translates (`crs.moves.<code>`), each with the numbers it needs in `details`:
 * - `fsw.reachClb7` {abilities: number below CLB 7}; `cec.reachClb7` / `cec.reachClb5` alike;
 *   `fst.reachMinimum` {abilities}
 * - `fsw.moreMonths` {months}: months of skilled work (one TEER 0–3 job) still needed for FSW
 * - `fsw.morePoints` {points}: grid points short of 67
 * - `cec.moreMonths` {months}: months of Canadian skilled work still needed for CEC
 * - `fst.moreMonths` {months}; `fst.offerOrCertificate` {}
 * - `funds.short` {program: 'fsw'|'fst', amountCad, requiredCad}
 * - `category.moreMonths` {category: id, months}: months in a listed occupation still needed (in
 *   Canada for a category that counts only Canadian work), for a category that lacks nothing else
 * - `category.frenchNclc7` {}: French at NCLC 7 in all four abilities opens the French rounds
 */
export type EligibilityMoveCode =
  | 'fsw.reachClb7'
  | 'fsw.moreMonths'
  | 'fsw.morePoints'
  | 'cec.reachClb7'
  | 'cec.reachClb5'
  | 'cec.moreMonths'
  | 'fst.reachMinimum'
  | 'fst.moreMonths'
  | 'fst.offerOrCertificate'
  | 'funds.short'
  | 'category.moreMonths'
  | 'category.frenchNclc7';

export interface EligibilityMove {
  code: EligibilityMoveCode;
  details: Record<string, string | number>;
  /**
   * True on the one move that is the closest path into the pool, when no program is open yet
   * ("1 more year of skilled work in Canada makes you CEC-eligible"): the move that alone opens a
   * program in the fewest months. No move is marked when none alone opens one.
   */
  isClosestPath: boolean;
}

type Program = 'fsw' | 'cec' | 'fst';
type CountMonths = (jobs: readonly Experience[]) => number;
type AdaptWork = (job: Experience) => Experience;

/** The order of programs among the moves, and of the closest path on a tie. */
const PROGRAMS: readonly Program[] = ['cec', 'fsw', 'fst'];
const ASSESSORS = { fsw: assessFsw, cec: assessCec, fst: assessFst };

interface MoveContext {
  profile: EligibilityProfile;
  answer: EligibilityAnswer;
  rules: EligibilityRules;
  languages: Languages;
}

/** A program's move, with what the closest path compares. */
interface ProgramMove {
  move: EligibilityMove;
  /** 0 for language, points, funds and offer moves. */
  months: number;
  /** Whether the change alone makes the program eligible; asked only when no program is. */
  opensAlone: () => boolean;
}

const toMove = (code: EligibilityMoveCode, details: EligibilityMove['details']): EligibilityMove => ({
  code,
  details,
  isClosestPath: false,
});
const keepWork: AdaptWork = (job) => job;
/** CEC counts only paid, authorized work in Canada, not while a full-time student. */
const toCecWork: AdaptWork = (job) => ({
  ...job,
  inCanada: true,
  selfEmployed: false,
  whileFullTimeStudent: false,
});
const toFstWork: AdaptWork = (job) => ({ ...job, whileFullTimeStudent: false });
const toWorkInCanada: AdaptWork = (job) => ({ ...job, inCanada: true });

function opensWith(
  context: MoveContext,
  program: Program,
  profile: EligibilityProfile,
  languages = context.languages,
): boolean {
  return ASSESSORS[program](profile, context.rules, languages).eligible;
}

/**
 * Where more months can be worked: an ongoing job that counts (continued), or a new job, made to count
 * by `adapt`, in the occupation of another job or of the offer.
 */
function listWorkOptions(profile: EligibilityProfile, count: CountMonths, adapt: AdaptWork): Experience[] {
  const options: Experience[] = [];
  const occupations: Experience[] = [];
  for (const job of profile.experience) {
    if (job.endedMonthsAgo === 0 && count([job]) > 0) options.push(job);
    else occupations.push(job);
  }
  if (profile.jobOfferNoc !== null) {
    const offered = { noc: profile.jobOfferNoc, inCanada: true, months: 0, endedMonthsAgo: 0 };
    occupations.push({ ...offered, selfEmployed: false, whileFullTimeStudent: false });
  }
  for (const job of occupations) {
    const work = { ...adapt(job), months: 1, endedMonthsAgo: 0 };
    if (count([work]) > 0) options.push(work);
  }
  return options;
}

/** The jobs `months` from now, that time worked in `work` (continued if it is one of them, else new). */
function projectWork(jobs: readonly Experience[], work: Experience, months: number): Experience[] {
  const projected = jobs.map((job) =>
    job === work
      ? { ...job, months: job.months + months }
      : { ...job, endedMonthsAgo: job.endedMonthsAgo + months },
  );
  return jobs.includes(work) ? projected : [...projected, { ...work, months, endedMonthsAgo: 0 }];
}

/**
 * The fewest months of further work after which `count` reaches `needed`, and the jobs then. Past
 * jobs recede meanwhile, so one leaving the window can cost more than a month a month; `needed`
 * months of work alone always suffice, and a month of work adds one at most, so the search starts at
 * the shortfall. Without an occupation to work in, the jobs are unknown (null).
 */
function findMonthsNeeded(
  profile: EligibilityProfile,
  needed: number,
  count: CountMonths,
  adapt: AdaptWork,
): { months: number; experience: Experience[] | null } {
  const shortfall = Math.max(1, needed - count(profile.experience));
  let best: { months: number; experience: Experience[] | null } = { months: needed, experience: null };
  for (const work of listWorkOptions(profile, count, adapt)) {
    const limit = best.experience === null ? needed : best.months - 1;
    for (let months = shortfall; months <= limit; months++) {
      const experience = projectWork(profile.experience, work, months);
      if (count(experience) >= needed) {
        best = { months, experience };
        break;
      }
    }
  }
  return best;
}

function suggestMonths(
  context: MoveContext,
  program: Program,
  code: EligibilityMoveCode,
  count: CountMonths,
  adapt: AdaptWork,
): ProgramMove {
  const needed = context.rules.programs[program].work.months;
  const { months, experience } = findMonthsNeeded(context.profile, needed, count, adapt);
  return {
    move: toMove(code, { months }),
    months,
    opensAlone: () => experience !== null && opensWith(context, program, { ...context.profile, experience }),
  };
}

function suggestLanguage(
  context: MoveContext,
  program: Program,
  code: EligibilityMoveCode,
  minimums: ClbLevels,
): ProgramMove {
  const levels = context.languages.first;
  const raised: ClbLevels = [
    Math.max(levels[0], minimums[0]),
    Math.max(levels[1], minimums[1]),
    Math.max(levels[2], minimums[2]),
    Math.max(levels[3], minimums[3]),
  ];
  const abilities = levels.filter((level, ability) => level < (minimums[ability] as number)).length;
  return {
    move: toMove(code, { abilities }),
    months: 0,
    opensAlone: () => opensWith(context, program, context.profile, { ...context.languages, first: raised }),
  };
}

function suggestFunds(context: MoveContext, program: 'fsw' | 'fst', requiredCad: number): ProgramMove {
  const profile = context.profile;
  return {
    move: toMove('funds.short', {
      program,
      amountCad: requiredCad - profile.settlementFundsCad,
      requiredCad,
    }),
    months: 0,
    opensAlone: () => opensWith(context, program, { ...profile, settlementFundsCad: requiredCad }),
  };
}

const allAt = (level: number): ClbLevels => [level, level, level, level];
const suggestCecMonths = (context: MoveContext) =>
  suggestMonths(context, 'cec', 'cec.moreMonths', (jobs) => countCecMonths(jobs, context.rules), toCecWork);
const suggestFstMonths = (context: MoveContext) =>
  suggestMonths(context, 'fst', 'fst.moreMonths', (jobs) => countFstMonths(jobs, context.rules), toFstWork);

/** The move that fixes each failing minimum that has one (no credential has none). */
const MOVES_BY_REASON: Partial<Record<EligibilityReason, (context: MoveContext) => ProgramMove>> = {
  'cec.noCanadianExperience': suggestCecMonths,
  'cec.canadianExperienceUnder1Year': suggestCecMonths,
  'cec.languageBelowClb7': (context) =>
    suggestLanguage(context, 'cec', 'cec.reachClb7', allAt(context.rules.programs.cec.minimumClbTeer01)),
  'cec.languageBelowClb5': (context) =>
    suggestLanguage(context, 'cec', 'cec.reachClb5', allAt(context.rules.programs.cec.minimumClbTeer23)),
  'fsw.noSkilledExperience': (context) =>
    suggestMonths(context, 'fsw', 'fsw.moreMonths', (jobs) => countFswMonths(jobs, context.rules), keepWork),
  'fsw.languageBelowClb7': (context) =>
    suggestLanguage(
      context,
      'fsw',
      'fsw.reachClb7',
      allAt(context.rules.programs.fsw.minimumFirstLanguageClb),
    ),
  'fsw.pointsBelow67': ({ answer, rules }) => ({
    move: toMove('fsw.morePoints', {
      points: rules.programs.fsw.passMark - answer.programs.fsw.points.total,
    }),
    months: 0,
    // Points are no single change, so they open FSW alone only when they are all it lacks.
    opensAlone: () => answer.programs.fsw.reasons.length === 1,
  }),
  'fsw.funds': (context) => suggestFunds(context, 'fsw', context.answer.programs.fsw.fundsRequiredCad),
  'fst.notATrade': suggestFstMonths,
  'fst.tradeExperienceUnder2Years': suggestFstMonths,
  'fst.languageBelowMinimum': (context) =>
    suggestLanguage(context, 'fst', 'fst.reachMinimum', context.rules.programs.fst.minimumClb),
  'fst.noOfferOrCertificate': (context) => ({
    move: toMove('fst.offerOrCertificate', {}),
    months: 0,
    opensAlone: () => opensWith(context, 'fst', { ...context.profile, certificateOfQualification: true }),
  }),
  'fst.funds': (context) =>
    suggestFunds(context, 'fst', fundsRequiredCad(context.rules.funds, context.profile.familySize)),
};

/** Months for a category that lacks only months (and the pool); French for the French one. */
function suggestCategoryMoves(context: MoveContext): EligibilityMove[] {
  const moves: EligibilityMove[] = [];
  for (const verdict of context.answer.categories) {
    const reasons = verdict.reasons.filter((reason) => reason !== 'category.notInPool');
    const category = context.rules.categories.find((entry) => entry.id === verdict.id);
    if (reasons.includes('category.frenchBelowNclc7')) {
      moves.push(toMove('category.frenchNclc7', {}));
    } else if (
      category?.rule.kind === 'occupations' &&
      reasons.length === 1 &&
      reasons[0] === 'category.notEnoughMonths'
    ) {
      const { months } = findMonthsNeeded(
        context.profile,
        category.rule.work.months,
        (jobs) => countCategoryMonths(category, jobs),
        category.rule.isCanadaOnly ? toWorkInCanada : keepWork,
      );
      moves.push(toMove('category.moreMonths', { category: category.id, months }));
    }
  }
  return moves;
}

/**
 * FST is the path of people in a skilled trade: a job or an offer in one, or a certificate of
 * qualification. Anyone else would be told to work two years "in their trade", which they have not.
 */
function isInATrade(context: MoveContext): boolean {
  const count: CountMonths = (jobs) => countFstMonths(jobs, context.rules);
  return (
    context.profile.certificateOfQualification ||
    listWorkOptions(context.profile, count, toFstWork).length > 0
  );
}

/** The move that alone opens a program in the fewest months; on a tie the first (cec, fsw, fst). */
function findClosestPath(moves: readonly ProgramMove[]): ProgramMove | null {
  let closest: ProgramMove | null = null;
  for (const candidate of moves) {
    if ((closest === null || candidate.months < closest.months) && candidate.opensAlone())
      closest = candidate;
  }
  return closest;
}

/**
 * The changes that would open a program or a category in force on `asOf`, closest first. Months count
 * from today: the ongoing job that counts goes on (else a new job in one of the person's occupations or
 * the offered one) while past jobs recede, as the engine counts them. Pure.
 */
export function suggestEligibilityMoves(
  profile: EligibilityProfile,
  answer: EligibilityAnswer,
  asOf: string,
): EligibilityMove[] {
  const context: MoveContext = {
    profile,
    answer,
    rules: eligibilityRulesFor(asOf),
    languages: languagesOf(profile),
  };
  const programMoves = PROGRAMS.filter((program) => program !== 'fst' || isInATrade(context)).flatMap(
    (program) =>
      answer.programs[program].reasons.flatMap((reason) => MOVES_BY_REASON[reason]?.(context) ?? []),
  );
  const isInPool = PROGRAMS.some((program) => answer.programs[program].eligible);
  const closest = isInPool ? null : findClosestPath(programMoves);
  return [
    ...(closest ? [{ ...closest.move, isClosestPath: true }] : []),
    ...programMoves.filter((candidate) => candidate !== closest).map((candidate) => candidate.move),
    ...suggestCategoryMoves(context),
  ];
}
