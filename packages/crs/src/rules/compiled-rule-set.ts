import {
  CANADIAN_EDUCATION_LEVELS,
  type CanadianEducation,
  EDUCATION_LEVELS,
  type Education,
  JOB_OFFERS,
  type JobOffer,
} from '../profile.ts';
import type { CrsLine, FactorCode } from '../score-profile.ts';
import type { RuleSet, RuleSetRef } from './rule-set.ts';

/**
 * A rule set turned into arrays indexed by small integers, and for every factor without CLB levels
 * the result line itself: scoring millions of profiles a second needs monomorphic, index-based
 * lookups (string-keyed lookups that vary per call are several times slower), and a shared frozen
 * line costs a result no allocation. The data stays in `RuleSet`; this is only its fast form.
 */
export interface GridTables {
  /** By age − 17 (17 … 45). */
  age: readonly CrsLine[];
  /** By education index (EDUCATION_LEVELS order). */
  education: readonly CrsLine[];
  /** Points per ability, by CLB − 3 (3 = below 4 … 10). */
  firstLanguage: Int32Array;
  secondLanguageMax: number;
  /** By years 0 … 5. */
  canadianWork: readonly CrsLine[];
  coreMax: number;
}

export interface CompiledRuleSet {
  ref: RuleSetRef;
  withSpouse: GridTables;
  withoutSpouse: GridTables;
  /** Points per ability, by CLB − 3. */
  secondLanguage: Int32Array;
  spouseEducation: readonly CrsLine[];
  /** Points per ability, by CLB − 3. */
  spouseLanguage: Int32Array;
  spouseCanadianWork: readonly CrsLine[];
  spouseMax: number;
  /** Transferability by 3 × education index + tier (0 none, 1 the lower column, 2 the upper). */
  educationLanguage: readonly CrsLine[];
  educationCanadianWork: readonly CrsLine[];
  /** Transferability by 3 × foreign years (0 … 3) + tier. */
  foreignWorkLanguage: readonly CrsLine[];
  foreignWorkCanadianWork: readonly CrsLine[];
  /** By tier: none, CLB 5+ in all four, CLB 7+ in all four. */
  certificate: readonly CrsLine[];
  transferGroupMax: number;
  transferMax: number;
  /** By 0 (no) or 1 (yes). */
  nomination: readonly CrsLine[];
  /** By JOB_OFFERS index. */
  jobOffer: readonly CrsLine[];
  /** By CANADIAN_EDUCATION_LEVELS index. */
  canadianStudy: readonly CrsLine[];
  /** By 0 (no) or 1 (yes). */
  sibling: readonly CrsLine[];
  /** By 0 (none), 1 (French without English), 2 (French with English). */
  frenchBonus: readonly CrsLine[];
  additionalMax: number;
  totalMax: number;
}

// Small arrays of interned strings: indexOf is as fast as a switch here, and says the same thing once.
export const educationIndex = (education: Education): number => EDUCATION_LEVELS.indexOf(education);
export const canadianEducationIndex = (level: CanadianEducation): number =>
  CANADIAN_EDUCATION_LEVELS.indexOf(level);
export const jobOfferIndex = (jobOffer: JobOffer): number => JOB_OFFERS.indexOf(jobOffer);

const linesOf = (factor: FactorCode, points: readonly number[]): readonly CrsLine[] =>
  points.map((value) => Object.freeze({ factor, points: value }));

function gridTables(rules: RuleSet, grid: 'withSpouse' | 'withoutSpouse'): GridTables {
  return {
    age: linesOf('core.age', rules.age[grid]),
    education: linesOf(
      'core.education',
      EDUCATION_LEVELS.map((level) => rules.education[level][grid]),
    ),
    firstLanguage: Int32Array.from(rules.firstLanguage[grid]),
    secondLanguageMax: rules.secondLanguage.max[grid],
    canadianWork: linesOf('core.canadianWork', rules.canadianWork[grid]),
    coreMax: rules.max.core[grid],
  };
}

/** Points for none, the lower and the upper column of each education level. */
function educationTiers(rules: RuleSet): number[] {
  const { oneYearOrLonger, twoOrMoreOrGraduate } = rules.transferability.education;
  return EDUCATION_LEVELS.flatMap((level) => {
    switch (level) {
      case 'oneYear':
      case 'twoYear':
      case 'bachelors':
        return [0, ...oneYearOrLonger];
      case 'twoOrMore':
      case 'masters':
      case 'doctoral':
        return [0, ...twoOrMoreOrGraduate];
      default:
        return [0, 0, 0];
    }
  });
}

/** Points for none, the lower and the upper column of 0 … 3 years of foreign work. */
function foreignWorkTiers(rules: RuleSet): number[] {
  const { oneOrTwoYears, threeOrMoreYears } = rules.transferability.foreignWork;
  return [0, 0, 0, 0, ...oneOrTwoYears, 0, ...oneOrTwoYears, 0, ...threeOrMoreYears];
}

export function compileRuleSet(rules: RuleSet): CompiledRuleSet {
  const { additional } = rules;
  return {
    ref: Object.freeze({ id: rules.id, effectiveFrom: rules.effectiveFrom, checkedOn: rules.checkedOn }),
    withSpouse: gridTables(rules, 'withSpouse'),
    withoutSpouse: gridTables(rules, 'withoutSpouse'),
    secondLanguage: Int32Array.from(rules.secondLanguage.perAbility),
    spouseEducation: linesOf(
      'spouse.education',
      EDUCATION_LEVELS.map((level) => rules.education[level].spouse),
    ),
    spouseLanguage: Int32Array.from(rules.spouseLanguage),
    spouseCanadianWork: linesOf('spouse.canadianWork', rules.canadianWork.spouse),
    spouseMax: rules.max.spouse,
    educationLanguage: linesOf('transferability.educationLanguage', educationTiers(rules)),
    educationCanadianWork: linesOf('transferability.educationCanadianWork', educationTiers(rules)),
    foreignWorkLanguage: linesOf('transferability.foreignWorkLanguage', foreignWorkTiers(rules)),
    foreignWorkCanadianWork: linesOf('transferability.foreignWorkCanadianWork', foreignWorkTiers(rules)),
    certificate: linesOf('transferability.certificate', [0, ...rules.transferability.certificate]),
    transferGroupMax: rules.transferability.groupMax,
    transferMax: rules.transferability.max,
    nomination: linesOf('additional.nomination', [0, additional.nomination]),
    jobOffer: linesOf(
      'additional.jobOffer',
      JOB_OFFERS.map((offer) => additional.jobOffer[offer]),
    ),
    canadianStudy: linesOf(
      'additional.canadianStudy',
      CANADIAN_EDUCATION_LEVELS.map((level) => additional.canadianStudy[level]),
    ),
    sibling: linesOf('additional.sibling', [0, additional.sibling]),
    frenchBonus: linesOf('additional.frenchBonus', [
      0,
      additional.frenchBonus.withoutEnglish,
      additional.frenchBonus.withEnglish,
    ]),
    additionalMax: additional.max,
    totalMax: rules.max.total,
  };
}
