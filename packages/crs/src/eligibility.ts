/**
 * `@maplebridge/crs/eligibility`: who may enter the Express Entry pool and which categories can
 * invite them (shared/crs/eligibility.md). A separate entry point, so that pages which only score
 * never load the NOC and category data.
 */
export { assessEligibility, type EligibilityAnswer } from './eligibility/assess-eligibility.ts';
export type { CategoryAnswer } from './eligibility/categories.ts';
export type { ProgramAnswer } from './eligibility/cec.ts';
export type { NocUnitGroup } from './eligibility/data/noc-unit-groups.ts';
export {
  type EligibilityMove,
  type EligibilityMoveCode,
  suggestEligibilityMoves,
} from './eligibility/eligibility-moves.ts';
export {
  type EligibilityProfile,
  EligibilityProfileSchema,
  type Experience,
  ExperienceSchema,
  parseEligibilityProfile,
  toEligibilityProfile,
  WorkDetailsSchema,
} from './eligibility/eligibility-profile.ts';
export {
  EARLIEST_ELIGIBILITY_DATE,
  eligibilityRulesFor,
  fundsRequiredCad,
} from './eligibility/eligibility-rules.ts';
export { isFstTrade } from './eligibility/fst.ts';
export type { FswAnswer, FswPoints } from './eligibility/fsw.ts';
export { getNocUnitGroup, isNocUnitGroup, teerOf } from './eligibility/noc.ts';
export { ELIGIBILITY_REASONS, type EligibilityReason } from './eligibility/reasons.ts';
