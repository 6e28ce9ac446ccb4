import type { CandidateProfile } from '../profile.ts';

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

/** Whether a round of this kind can invite the person: from the work step's answer, else from the CRS answers. */
export function roundAccessFor(
  _kind: RoundKind,
  _profile: CandidateProfile,
  _eligibility: EligibilityVerdicts | null,
): RoundAccess {
  throw new Error('roundAccessFor is being built (issue 19)');
}

/** What a verdict compares: a round with its type and its lowest score invited. */
export interface RoundCutOff {
  category: string;
  lowestScore: number;
}

export interface InvitationVerdict<T extends RoundCutOff> {
  /**
   * `eligible`: compared with the lowest cut-off among the rounds the person can enter. `possible`:
   * none is known to be open (work step skipped), so among those not ruled out. `none`: every
   * recent round is closed to the person.
   */
  basis: 'eligible' | 'possible' | 'none';
  /** The round compared with; null when `basis` is `none` or there is no recent round. */
  round: T | null;
  /** The score is at or above that round's lowest score invited. */
  isPassed: boolean;
}

/** The spec's pass/fail badge: the score against the lowest recent cut-off among rounds the person can enter. */
export function invitationVerdict<T extends RoundCutOff>(
  _rounds: ReadonlyArray<{ round: T; access: RoundAccess }>,
  _score: number,
): InvitationVerdict<T> {
  throw new Error('invitationVerdict is being built (issue 19)');
}
