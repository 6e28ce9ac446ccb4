import { hasFrenchNclc7 } from '../eligibility/categories.ts';
import { PROGRAM_RULE_SETS, type ProgramRules } from '../eligibility/program-rules.ts';
import type { CandidateProfile } from '../profile.ts';
import { isBelowAnyMinimum, lowestClb, toClbLevels } from '../score-factors/language-levels.ts';

/** The kinds of Express Entry round (the API's draw categories, `DRAW_CATEGORIES`). */
export const ROUND_KINDS = [
  'general',
  'cec',
  'pnp',
  'fsw',
  'trades',
  'french',
  'healthcare',
  'stem',
  'transport',
  'agriculture',
  'education',
  'physicians',
  'researchers',
  'seniorManagers',
  'military',
  'other',
] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];

/**
 * What the round check reads of an eligibility answer (shared/crs/eligibility.md); the engine's
 * `EligibilityAnswer` and the API's DTO both fit.
 */
export interface EligibilityVerdicts {
  programs: Record<'fsw' | 'cec' | 'fst', { eligible: boolean; reasons: readonly string[] }>;
  categories: ReadonlyArray<{ id: string; eligible: boolean; reasons: readonly string[] }>;
}

/**
 * `eligible`: the work step says this round type can invite the person. `notEligible`: it cannot
 * (from the work step, or because the CRS answers alone rule it out). `unknown`: the work step was
 * skipped and the CRS answers cannot rule it out.
 */
export type RoundAccessStatus = 'eligible' | 'notEligible' | 'unknown';

export interface RoundAccess {
  status: RoundAccessStatus;
  /**
   * Stable codes: eligibility.md's reason codes (`cec.noCanadianExperience`, `category.notInPool`…)
   * and the round codes `round.noNomination`, `round.categoryNotInForce`, `round.unknownKind`,
   * `round.workNotGiven`.
   */
  reasons: string[];
}

/** The suffix of a category id (`<year>-<slug>`, ee-categories.json) that each category round invites by. */
const CATEGORY_SLUGS = {
  trades: 'trades',
  french: 'french-language-proficiency',
  healthcare: 'healthcare-social-services',
  stem: 'stem',
  transport: 'transport',
  agriculture: 'agriculture-agri-food',
  education: 'education',
  physicians: 'physicians-canadian-experience',
  researchers: 'researchers-canadian-experience',
  seniorManagers: 'senior-managers-canadian-experience',
  military: 'skilled-military-recruits',
} as const satisfies Partial<Record<RoundKind, string>>;
type CategoryKind = keyof typeof CATEGORY_SLUGS;

/** Every round invites from the pool, so this reason closes them all. */
const NOT_IN_POOL = 'category.notInPool';

/** Recent rounds are judged by the newest minimums (the list is newest first). */
const PROGRAMS = PROGRAM_RULE_SETS[0] as ProgramRules;

type Program = 'fsw' | 'cec' | 'fst';

const admit = (): RoundAccess => ({ status: 'eligible', reasons: [] });
const ruleOut = (reasons: string[]): RoundAccess => ({ status: 'notEligible', reasons });
const leaveUnknown = (reason: string): RoundAccess => ({ status: 'unknown', reasons: [reason] });
const toAccess = (verdict: { eligible: boolean; reasons: readonly string[] }): RoundAccess =>
  verdict.eligible ? admit() : ruleOut([...verdict.reasons]);

function judgeNomination(profile: CandidateProfile, isInPool: boolean): RoundAccess {
  const reasons = [...(isInPool ? [] : [NOT_IN_POOL]), ...(profile.nomination ? [] : ['round.noNomination'])];
  return reasons.length === 0 ? admit() : ruleOut(reasons);
}

function judgeByAnswer(kind: RoundKind, profile: CandidateProfile, answer: EligibilityVerdicts): RoundAccess {
  const { fsw, cec, fst } = answer.programs;
  const isInPool = fsw.eligible || cec.eligible || fst.eligible;
  switch (kind) {
    case 'general':
      return isInPool ? admit() : ruleOut([NOT_IN_POOL]);
    case 'cec':
    case 'fsw':
      return toAccess(answer.programs[kind]);
    case 'pnp':
      return judgeNomination(profile, isInPool);
    case 'other':
      return isInPool ? leaveUnknown('round.unknownKind') : ruleOut([NOT_IN_POOL]);
    default: {
      const slug = CATEGORY_SLUGS[kind];
      const category = answer.categories.find((entry) => entry.id.replace(/^\d{4}-/, '') === slug);
      return category ? toAccess(category) : ruleOut(['round.categoryNotInForce']);
    }
  }
}

/**
 * The minimums of FSW, CEC and FST that the CRS answers alone prove unmet; empty when they cannot tell.
 * CRS work years count TEER 0–3 work of the last 10 years (FST's trades are all TEER 2 or 3), so 0
 * years is read as less than 12 months of it. They leave out self-employment in Canada and work while
 * a full-time student, which FSW and FST count: for such work this reading is stricter than the engine.
 */
function findUnmetMinimums(profile: CandidateProfile): Record<Program, string[]> {
  const clb = toClbLevels(profile.firstLanguage);
  const lowest = lowestClb(clb);
  const hasSkilledYear = profile.canadianWorkYears + profile.foreignWorkYears > 0;
  const cec: string[] = [];
  if (profile.canadianWorkYears === 0) cec.push('cec.canadianExperienceUnder1Year');
  if (lowest < PROGRAMS.cec.minimumClbTeer23) cec.push('cec.languageBelowClb5');
  const fsw: string[] = [];
  if (!hasSkilledYear) fsw.push('fsw.noSkilledExperience');
  if (lowest < PROGRAMS.fsw.minimumFirstLanguageClb) fsw.push('fsw.languageBelowClb7');
  if (profile.education === 'lessThanSecondary') fsw.push('fsw.noEducationCredential');
  const fst: string[] = [];
  if (!hasSkilledYear) fst.push('fst.notATrade');
  if (isBelowAnyMinimum(clb, PROGRAMS.fst.minimumClb)) fst.push('fst.languageBelowMinimum');
  // A trade is TEER 2 or 3, so only a TEER 0–3 offer other than Major group 00 can be in one.
  if (!profile.certificateOfQualification && profile.jobOffer !== 'teer0123') {
    fst.push('fst.noOfferOrCertificate');
  }
  return { fsw, cec, fst };
}

/** What a category's own minimum (beyond the pool) is known to be from the CRS answers alone. */
function judgeCategoryByCrsAnswers(kind: CategoryKind, profile: CandidateProfile): RoundAccess {
  switch (kind) {
    case 'french':
      return hasFrenchNclc7(profile)
        ? leaveUnknown('round.workNotGiven')
        : ruleOut(['category.frenchBelowNclc7']);
    // Canadian work in TEER 0–1 occupations, which the CRS years count (self-employment aside).
    case 'physicians':
    case 'researchers':
    case 'seniorManagers':
      return profile.canadianWorkYears === 0
        ? ruleOut(['category.notEnoughMonths'])
        : leaveUnknown('round.workNotGiven');
    // The profile cannot describe a recruit of the Canadian Armed Forces, as in the engine.
    case 'military':
      return ruleOut(['category.militaryRecruitsOnly']);
    default:
      return leaveUnknown('round.workNotGiven');
  }
}

/** A round's own minimums from the CRS answers alone, before the pool is considered. */
function judgeKindByCrsAnswers(
  kind: RoundKind,
  profile: CandidateProfile,
  unmet: Record<Program, string[]>,
): RoundAccess {
  switch (kind) {
    case 'general':
      return leaveUnknown('round.workNotGiven');
    case 'cec':
    case 'fsw':
      return unmet[kind].length > 0 ? ruleOut(unmet[kind]) : leaveUnknown('round.workNotGiven');
    case 'pnp':
      return profile.nomination ? leaveUnknown('round.workNotGiven') : ruleOut(['round.noNomination']);
    case 'other':
      return leaveUnknown('round.unknownKind');
    default:
      return judgeCategoryByCrsAnswers(kind, profile);
  }
}

function judgeByCrsAnswers(kind: RoundKind, profile: CandidateProfile): RoundAccess {
  const unmet = findUnmetMinimums(profile);
  const access = judgeKindByCrsAnswers(kind, profile, unmet);
  const isOutOfPool = unmet.fsw.length > 0 && unmet.cec.length > 0 && unmet.fst.length > 0;
  if (!isOutOfPool) return access;
  return ruleOut([NOT_IN_POOL, ...(access.status === 'notEligible' ? access.reasons : [])]);
}

/**
 * Whether a round of this kind can invite the person: from the work step's answer, else from the CRS
 * answers. Every round invites from the pool, so outside it every kind is `notEligible` with
 * `category.notInPool` (with the work step's answer, CEC and FSW rounds give the program's own reasons).
 */
export function roundAccessFor(
  kind: RoundKind,
  profile: CandidateProfile,
  eligibility: EligibilityVerdicts | null,
): RoundAccess {
  return eligibility ? judgeByAnswer(kind, profile, eligibility) : judgeByCrsAnswers(kind, profile);
}

/** What a verdict compares: a round with its type and its lowest score invited. */
export interface RoundCutOff {
  category: string;
  lowestScore: number;
}

export interface InvitationVerdict<T extends RoundCutOff> {
  /**
   * `eligible`: compared with the lowest cut-off among the rounds the person can enter. `possible`:
   * none is known to be open (work step skipped), so among those not ruled out that do not invite by
   * occupation. `none`: every recent round is closed to the person.
   */
  basis: 'eligible' | 'possible' | 'none';
  /**
   * The round compared with; null when `basis` is `none`, when there is no recent round, or when only
   * occupation rounds are not ruled out (`possible`: the work step would tell).
   */
  round: T | null;
  /** The score is at or above that round's lowest score invited. */
  isPassed: boolean;
}

/**
 * Round kinds that invite by occupation. Without the work step their access is unknown only because
 * the occupation is, so a verdict "possible" never compares with them: a physicians round's 223
 * would tell almost anyone their score would have been invited.
 */
const OCCUPATION_KINDS: ReadonlySet<string> = new Set<string>([
  // Every category round but French, which invites by language.
  ...Object.keys(CATEGORY_SLUGS).filter((kind) => kind !== 'french'),
  'other',
]);

/** The spec's pass/fail badge: the score against the lowest recent cut-off among rounds the person can enter. */
export function invitationVerdict<T extends RoundCutOff>(
  rounds: ReadonlyArray<{ round: T; access: RoundAccess }>,
  score: number,
): InvitationVerdict<T> {
  const eligible = findLowestCutOff(rounds, 'eligible');
  if (eligible) return { basis: 'eligible', round: eligible, isPassed: score >= eligible.lowestScore };
  const possible = findLowestCutOff(
    rounds.filter(({ round }) => !OCCUPATION_KINDS.has(round.category)),
    'unknown',
  );
  if (possible) return { basis: 'possible', round: possible, isPassed: score >= possible.lowestScore };
  // Only occupation rounds are still open to doubt: nothing to compare with until the work is known.
  if (rounds.some(({ access }) => access.status === 'unknown'))
    return { basis: 'possible', round: null, isPassed: false };
  return { basis: 'none', round: null, isPassed: false };
}

/** The round of that status with the lowest cut-off; on a tie the first. */
function findLowestCutOff<T extends RoundCutOff>(
  rounds: ReadonlyArray<{ round: T; access: RoundAccess }>,
  status: RoundAccessStatus,
): T | null {
  let lowest: T | null = null;
  for (const { round, access } of rounds) {
    if (access.status === status && (lowest === null || round.lowestScore < lowest.lowestScore))
      lowest = round;
  }
  return lowest;
}
