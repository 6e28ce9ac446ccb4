import type { EligibilityAnswer } from './assess-eligibility.ts';
import type { EligibilityProfile } from './eligibility-profile.ts';

/**
 * Codes the web translates (`crs.moves.<code>`), each with the numbers it needs in `details`:
 * - `fsw.reachClb7` {abilities: number below CLB 7}; `cec.reachClb7` / `cec.reachClb5` alike;
 *   `fst.reachMinimum` {abilities}
 * - `fsw.moreMonths` {months}: months of skilled work (one TEER 0–3 job) still needed for FSW
 * - `fsw.morePoints` {points}: grid points short of 67
 * - `cec.moreMonths` {months}: months of Canadian skilled work still needed for CEC
 * - `fst.moreMonths` {months}; `fst.offerOrCertificate` {}
 * - `funds.short` {program: 'fsw'|'fst', amountCad, requiredCad}
 * - `category.moreMonths` {category: id, months}: months in a listed occupation still needed
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
   * ("1 more year of skilled work in Canada makes you CEC-eligible").
   */
  isClosestPath: boolean;
}

/** The changes that would open a program or a category in force on `asOf`, closest first. Pure. */
export function suggestEligibilityMoves(
  _profile: EligibilityProfile,
  _answer: EligibilityAnswer,
  _asOf: string,
): EligibilityMove[] {
  throw new Error('suggestEligibilityMoves is being built (issue 19)');
}
