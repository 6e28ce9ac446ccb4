import { isFrenchTest } from './language/charts.ts';
import { type CandidateProfile, isWithSpouse } from './profile.ts';
import {
  type CompiledRuleSet,
  canadianEducationIndex,
  educationIndex,
  jobOfferIndex,
} from './rules/compiled-rule-set.ts';
import type { RuleSetRef } from './rules/rule-set.ts';
import { compiledRuleSetFor } from './rules/rule-sets.ts';
import { frenchBonusTier } from './score-factors/additional.ts';
import {
  ageIndex,
  canadianWorkIndex,
  scoreFirstLanguage,
  scoreSecondLanguage,
} from './score-factors/core.ts';
import { type ClbLevels, clbCodeOf, levelsOf, lowestClbOf } from './score-factors/language-levels.ts';
import { scoreSpouseLanguage } from './score-factors/spouse.ts';
import {
  canadianWorkTier,
  certificateTier,
  foreignWorkRow,
  languageTier,
} from './score-factors/transferability.ts';

/** Codes the web translates, one per line of the result (`crs.factors.<code>`). */
export type FactorCode =
  | 'core.age'
  | 'core.education'
  | 'core.firstLanguage'
  | 'core.secondLanguage'
  | 'core.canadianWork'
  | 'spouse.education'
  | 'spouse.language'
  | 'spouse.canadianWork'
  | 'transferability.educationLanguage'
  | 'transferability.educationCanadianWork'
  | 'transferability.foreignWorkLanguage'
  | 'transferability.foreignWorkCanadianWork'
  | 'transferability.certificate'
  | 'additional.nomination'
  | 'additional.jobOffer'
  | 'additional.canadianStudy'
  | 'additional.sibling'
  | 'additional.frenchBonus';

export interface CrsLine {
  factor: FactorCode;
  points: number;
  /** CLB/NCLC per ability (speaking, listening, reading, writing) for language lines; 3 = below 4. */
  clb?: ClbLevels;
}

/** The spec's CRS result (section 3), field names as the spec spells them, plus the rule set and lines. */
export interface CrsScore {
  agePoint: number;
  level_of_education: number;
  firstLanguagePoints: number;
  secondaryLanguagePoints: number;
  langTot: number;
  q6iAnswerPoints: number;
  spouse_level_education: number;
  spouse_firs_language: number;
  spouse_canadian_work_experience: number;
  educationA: number;
  educationB: number;
  educationTot: number;
  foreign_xp_1: number;
  foreign_xp_2: number;
  foreign_xp_tot: number;
  certificate: number;
  prov_nom_bonus: number;
  job_bonus: number;
  study_bonus: number;
  sibling_bonus: number;
  french_bonus: number;
  core_factors: number;
  spouse_factors: number;
  skill_factors: number;
  bonus_factors: number;
  grandtotal: number;
  isWithSpouse: boolean;
  ruleSet: RuleSetRef;
  lines: CrsLine[];
}

/**
 * Scores a parsed profile (see `parseProfile`) under the rule set in force on `asOf` (today's when
 * absent). Pure, and without validation on its hot path. The rule set's tables hold the lines of
 * every factor without CLB levels, shared and frozen: a result allocates itself, its array of lines
 * and its language lines, nothing else.
 */
export function scoreProfile(profile: CandidateProfile, options?: { asOf?: string }): CrsScore {
  return scoreUnder(compiledRuleSetFor(options?.asOf), profile, true);
}

/** The total alone, for callers that re-score many variants of a profile (`suggestImprovements`). */
export function grandTotalUnder(rules: CompiledRuleSet, profile: CandidateProfile): number {
  return scoreUnder(rules, profile, false).grandtotal;
}

function scoreUnder(rules: CompiledRuleSet, profile: CandidateProfile, withLines: boolean): CrsScore {
  const withSpouse = isWithSpouse(profile);
  const grid = withSpouse ? rules.withSpouse : rules.withoutSpouse;
  const education = educationIndex(profile.education);
  const canadianWorkYears = profile.canadianWorkYears;

  const firstClb = clbCodeOf(profile.firstLanguage);
  const secondClb = profile.secondLanguage === null ? null : clbCodeOf(profile.secondLanguage);
  const lowestFirst = lowestClbOf(firstClb);

  const ageLine = grid.age[ageIndex(profile.age)] as CrsLine;
  const educationLine = grid.education[education] as CrsLine;
  const firstLanguagePoints = scoreFirstLanguage(grid, firstClb);
  const secondLanguagePoints = scoreSecondLanguage(rules, grid, secondClb);
  const canadianWorkLine = grid.canadianWork[canadianWorkIndex(canadianWorkYears)] as CrsLine;
  const core = Math.min(
    ageLine.points +
      educationLine.points +
      firstLanguagePoints +
      secondLanguagePoints +
      canadianWorkLine.points,
    grid.coreMax,
  );

  const spouseClb = withSpouse && profile.spouseLanguage !== null ? clbCodeOf(profile.spouseLanguage) : null;
  const spouseEducation =
    withSpouse && profile.spouseEducation !== null
      ? (rules.spouseEducation[educationIndex(profile.spouseEducation)] as CrsLine)
      : NO_SPOUSE_EDUCATION;
  const spouseLanguage = scoreSpouseLanguage(rules, spouseClb);
  const spouseCanadianWork =
    withSpouse && profile.spouseCanadianWorkYears !== null
      ? (rules.spouseCanadianWork[canadianWorkIndex(profile.spouseCanadianWorkYears)] as CrsLine)
      : NO_SPOUSE_CANADIAN_WORK;
  const spouse = Math.min(
    spouseEducation.points + spouseLanguage + spouseCanadianWork.points,
    rules.spouseMax,
  );

  // Transferability rows: education or foreign work; columns: first-language or Canadian-work tier.
  const languageColumn = languageTier(lowestFirst);
  const canadianWorkColumn = canadianWorkTier(canadianWorkYears);
  const foreignRow = 3 * foreignWorkRow(profile.foreignWorkYears);
  const educationA = rules.educationLanguage[3 * education + languageColumn] as CrsLine;
  const educationB = rules.educationCanadianWork[3 * education + canadianWorkColumn] as CrsLine;
  const educationTot = Math.min(educationA.points + educationB.points, rules.transferGroupMax);
  const foreign1 = rules.foreignWorkLanguage[foreignRow + languageColumn] as CrsLine;
  // Foreign with Canadian work: the spec's own list omits it (rules.md §11 #5).
  const foreign2 = rules.foreignWorkCanadianWork[foreignRow + canadianWorkColumn] as CrsLine;
  const foreignTot = Math.min(foreign1.points + foreign2.points, rules.transferGroupMax);
  const certificate = rules.certificate[
    certificateTier(profile.certificateOfQualification, lowestFirst)
  ] as CrsLine;
  const skill = Math.min(educationTot + foreignTot + certificate.points, rules.transferMax);

  const nomination = rules.nomination[profile.nomination ? 1 : 0] as CrsLine;
  const jobOffer = rules.jobOffer[jobOfferIndex(profile.jobOffer)] as CrsLine;
  const study = rules.canadianStudy[canadianEducationIndex(profile.canadianEducation)] as CrsLine;
  const sibling = rules.sibling[profile.sibling ? 1 : 0] as CrsLine;
  // The second language is always the other official language (parseProfile checks it).
  const french = rules.frenchBonus[
    isFrenchTest(profile.firstLanguage.test)
      ? frenchBonusTier(firstClb, secondClb)
      : frenchBonusTier(secondClb, firstClb)
  ] as CrsLine;
  const bonus = Math.min(
    nomination.points + jobOffer.points + study.points + sibling.points + french.points,
    rules.additionalMax,
  );

  // Two literals rather than pushes: each array is allocated once, at its final length. Re-scoring
  // for the total alone skips them.
  const lines: CrsLine[] = !withLines
    ? NO_LINES
    : withSpouse
      ? [
          ageLine,
          educationLine,
          { factor: 'core.firstLanguage', points: firstLanguagePoints, clb: levelsOf(firstClb) },
          languageLine('core.secondLanguage', secondLanguagePoints, secondClb, NO_SECOND_LANGUAGE),
          canadianWorkLine,
          spouseEducation,
          languageLine('spouse.language', spouseLanguage, spouseClb, NO_SPOUSE_LANGUAGE),
          spouseCanadianWork,
          educationA,
          educationB,
          foreign1,
          foreign2,
          certificate,
          nomination,
          jobOffer,
          study,
          sibling,
          french,
        ]
      : [
          ageLine,
          educationLine,
          { factor: 'core.firstLanguage', points: firstLanguagePoints, clb: levelsOf(firstClb) },
          languageLine('core.secondLanguage', secondLanguagePoints, secondClb, NO_SECOND_LANGUAGE),
          canadianWorkLine,
          educationA,
          educationB,
          foreign1,
          foreign2,
          certificate,
          nomination,
          jobOffer,
          study,
          sibling,
          french,
        ];

  return {
    agePoint: ageLine.points,
    level_of_education: educationLine.points,
    firstLanguagePoints,
    secondaryLanguagePoints: secondLanguagePoints,
    langTot: firstLanguagePoints + secondLanguagePoints,
    q6iAnswerPoints: canadianWorkLine.points,
    spouse_level_education: spouseEducation.points,
    spouse_firs_language: spouseLanguage,
    spouse_canadian_work_experience: spouseCanadianWork.points,
    educationA: educationA.points,
    educationB: educationB.points,
    educationTot,
    foreign_xp_1: foreign1.points,
    foreign_xp_2: foreign2.points,
    foreign_xp_tot: foreignTot,
    certificate: certificate.points,
    prov_nom_bonus: nomination.points,
    job_bonus: jobOffer.points,
    study_bonus: study.points,
    sibling_bonus: sibling.points,
    french_bonus: french.points,
    core_factors: core,
    spouse_factors: spouse,
    skill_factors: skill,
    bonus_factors: bonus,
    grandtotal: Math.min(core + spouse + skill + bonus, rules.totalMax),
    isWithSpouse: withSpouse,
    ruleSet: rules.ref,
    lines,
  };
}

/** A language line shows the CLB of each ability; without a test, the factor's shared line of 0 points. */
function languageLine(factor: FactorCode, points: number, levels: number | null, none: CrsLine): CrsLine {
  return levels === null ? none : { factor, points, clb: levelsOf(levels) };
}

const NO_LINES: CrsLine[] = Object.freeze([]) as unknown as CrsLine[];
const NO_SECOND_LANGUAGE: CrsLine = Object.freeze({ factor: 'core.secondLanguage', points: 0 });
const NO_SPOUSE_EDUCATION: CrsLine = Object.freeze({ factor: 'spouse.education', points: 0 });
const NO_SPOUSE_LANGUAGE: CrsLine = Object.freeze({ factor: 'spouse.language', points: 0 });
const NO_SPOUSE_CANADIAN_WORK: CrsLine = Object.freeze({ factor: 'spouse.canadianWork', points: 0 });
