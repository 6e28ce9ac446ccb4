import {
  CANADIAN_EDUCATION_LEVELS,
  type CanadianEducation,
  EDUCATION_LEVELS,
  type Education,
  JOB_OFFERS,
  type JobOffer,
} from '../profile.ts';
import type { RuleSet } from './rule-set.ts';

/**
 * A rule set turned into arrays indexed by small integers. Scoring millions of profiles a second
 * needs monomorphic, index-based lookups; string-keyed lookups that vary per call are several times
 * slower. The data stays in `RuleSet`; this is only its fast form.
 */
export interface GridTables {
  /** By age − 17 (17 … 45). */
  age: Int32Array;
  /** By education index (EDUCATION_LEVELS order). */
  education: Int32Array;
  /** Per ability, by CLB − 3 (3 = below 4 … 10). */
  firstLanguage: Int32Array;
  secondLanguageMax: number;
  /** By years 0 … 5. */
  canadianWork: Int32Array;
  coreMax: number;
}

export interface CompiledRuleSet {
  ref: { readonly id: string; readonly effectiveFrom: string };
  withSpouse: GridTables;
  withoutSpouse: GridTables;
  secondLanguage: Int32Array;
  spouseEducation: Int32Array;
  spouseLanguage: Int32Array;
  spouseCanadianWork: Int32Array;
  spouseMax: number;
  /** Transferability points by education index: [lower tier, upper tier], 0 for none. */
  educationTransfer: Int32Array;
  /** By foreign years 0 … 3: lower tier at [2y], upper at [2y + 1]. */
  foreignTransfer: Int32Array;
  certificate: readonly [number, number];
  transferGroupMax: number;
  transferMax: number;
  nomination: number;
  jobOffer: Int32Array;
  canadianStudy: Int32Array;
  sibling: number;
  frenchWithoutEnglish: number;
  frenchWithEnglish: number;
  additionalMax: number;
  totalMax: number;
}

// Small arrays of interned strings: indexOf is as fast as a switch here, and says the same thing once.
export const educationIndex = (education: Education): number => EDUCATION_LEVELS.indexOf(education);
export const canadianEducationIndex = (level: CanadianEducation): number =>
  CANADIAN_EDUCATION_LEVELS.indexOf(level);
export const jobOfferIndex = (jobOffer: JobOffer): number => JOB_OFFERS.indexOf(jobOffer);

function gridTables(rules: RuleSet, grid: 'withSpouse' | 'withoutSpouse'): GridTables {
  return {
    age: Int32Array.from(rules.age[grid]),
    education: Int32Array.from(EDUCATION_LEVELS.map((level) => rules.education[level][grid])),
    firstLanguage: Int32Array.from(rules.firstLanguage[grid]),
    secondLanguageMax: rules.secondLanguage.max[grid],
    canadianWork: Int32Array.from(rules.canadianWork[grid]),
    coreMax: rules.max.core[grid],
  };
}

function educationTier(rules: RuleSet, education: Education): readonly [number, number] {
  switch (education) {
    case 'oneYear':
    case 'twoYear':
    case 'bachelors':
      return rules.transferability.education.oneYearOrLonger;
    case 'twoOrMore':
    case 'masters':
    case 'doctoral':
      return rules.transferability.education.twoOrMoreOrGraduate;
    default:
      return [0, 0];
  }
}

export function compileRuleSet(rules: RuleSet): CompiledRuleSet {
  const { foreignWork } = rules.transferability;
  return {
    ref: Object.freeze({ id: rules.id, effectiveFrom: rules.effectiveFrom }),
    withSpouse: gridTables(rules, 'withSpouse'),
    withoutSpouse: gridTables(rules, 'withoutSpouse'),
    secondLanguage: Int32Array.from(rules.secondLanguage.perAbility),
    spouseEducation: Int32Array.from(EDUCATION_LEVELS.map((level) => rules.education[level].spouse)),
    spouseLanguage: Int32Array.from(rules.spouseLanguage),
    spouseCanadianWork: Int32Array.from(rules.canadianWork.spouse),
    spouseMax: rules.max.spouse,
    educationTransfer: Int32Array.from(EDUCATION_LEVELS.flatMap((level) => educationTier(rules, level))),
    foreignTransfer: Int32Array.from([
      0,
      0,
      ...foreignWork.oneOrTwoYears,
      ...foreignWork.oneOrTwoYears,
      ...foreignWork.threeOrMoreYears,
    ]),
    certificate: rules.transferability.certificate,
    transferGroupMax: rules.transferability.groupMax,
    transferMax: rules.transferability.max,
    nomination: rules.additional.nomination,
    jobOffer: Int32Array.from(JOB_OFFERS.map((offer) => rules.additional.jobOffer[offer])),
    canadianStudy: Int32Array.from(
      CANADIAN_EDUCATION_LEVELS.map((level) => rules.additional.canadianStudy[level]),
    ),
    sibling: rules.additional.sibling,
    frenchWithoutEnglish: rules.additional.frenchBonus.withoutEnglish,
    frenchWithEnglish: rules.additional.frenchBonus.withEnglish,
    additionalMax: rules.additional.max,
    totalMax: rules.max.total,
  };
}
