import type { CanadianEducation, Education, JobOffer } from '../profile.ts';

/** Points for a "with spouse" and a "without spouse" applicant. */
export interface ByGrid<T> {
  withSpouse: T;
  withoutSpouse: T;
}

/** Points for a transferability combination: [lower tier, upper tier] for each credential tier. */
export interface TransferabilityTiers {
  /** A post-secondary credential of one year or longer (one-year, two-year, bachelor's). */
  oneYearOrLonger: readonly [number, number];
  /** Two or more credentials (one of 3+ years), a master's or professional degree, a doctorate. */
  twoOrMoreOrGraduate: readonly [number, number];
}

/** Which rule set scored a result: its id, since when it is in force, and when it was last checked. */
export type RuleSetRef = Readonly<Pick<RuleSet, 'id' | 'effectiveFrom' | 'checkedOn'>>;

/** One complete CRS grid, in force from `effectiveFrom` until the next rule set. */
export interface RuleSet {
  id: string;
  effectiveFrom: string;
  /**
   * YYYY-MM-DD: the day this grid was last checked against IRCC's criteria (shared/crs/rules.md), which
   * the result, the guide and the assistant show beside `effectiveFrom`.
   */
  checkedOn: string;
  /** Indexed by age − 17: 17 or less, 18, … 44, 45 or more. */
  age: ByGrid<readonly number[]>;
  education: Record<Education, { withSpouse: number; withoutSpouse: number; spouse: number }>;
  /** Per ability, indexed by CLB 3 (below 4) … 10. */
  firstLanguage: ByGrid<readonly number[]>;
  secondLanguage: { perAbility: readonly number[]; max: ByGrid<number> };
  spouseLanguage: readonly number[];
  /** Indexed by years 0 … 5 (5 or more). */
  canadianWork: ByGrid<readonly number[]> & { spouse: readonly number[] };
  transferability: {
    education: TransferabilityTiers;
    /** Foreign work of 1–2 years, and of 3 or more. */
    foreignWork: { oneOrTwoYears: readonly [number, number]; threeOrMoreYears: readonly [number, number] };
    certificate: readonly [number, number];
    groupMax: number;
    max: number;
  };
  additional: {
    nomination: number;
    jobOffer: Record<JobOffer, number>;
    canadianStudy: Record<CanadianEducation, number>;
    sibling: number;
    frenchBonus: { withoutEnglish: number; withEnglish: number };
    max: number;
  };
  max: { core: ByGrid<number>; spouse: number; total: number };
}
