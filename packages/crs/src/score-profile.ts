import { isFrenchTest } from './language/charts.ts';
import { type CandidateProfile, isWithSpouse } from './profile.ts';
import { canadianEducationIndex, educationIndex, jobOfferIndex } from './rules/compiled-rule-set.ts';
import { compiledRuleSetFor } from './rules/rule-sets.ts';
import { scoreFrenchBonus } from './score-factors/additional.ts';
import {
  scoreAge,
  scoreCanadianWork,
  scoreEducation,
  scoreFirstLanguage,
  scoreSecondLanguage,
} from './score-factors/core.ts';
import { type ClbLevels, lowestClb, toClbLevels } from './score-factors/language-levels.ts';
import {
  scoreSpouseCanadianWork,
  scoreSpouseEducation,
  scoreSpouseLanguage,
} from './score-factors/spouse.ts';
import {
  scoreCertificate,
  scoreEducationCanadianWork,
  scoreEducationLanguage,
  scoreForeignWorkCanadianWork,
  scoreForeignWorkLanguage,
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
  ruleSet: { readonly id: string; readonly effectiveFrom: string };
  lines: CrsLine[];
}

/**
 * Scores a parsed profile (see `parseProfile`) under the rule set in force on `asOf` (today's when
 * absent). Pure, and without validation on its hot path.
 */
export function scoreProfile(profile: CandidateProfile, options?: { asOf?: string }): CrsScore {
  const rules = compiledRuleSetFor(options?.asOf);
  const withSpouse = isWithSpouse(profile);
  const grid = withSpouse ? rules.withSpouse : rules.withoutSpouse;
  const education = educationIndex(profile.education);

  const firstClb = toClbLevels(profile.firstLanguage);
  const secondClb = profile.secondLanguage === null ? null : toClbLevels(profile.secondLanguage);
  const lowestFirst = lowestClb(firstClb);

  const agePoint = scoreAge(grid, profile.age);
  const levelOfEducation = scoreEducation(grid, education);
  const firstLanguagePoints = scoreFirstLanguage(grid, firstClb);
  const secondLanguagePoints = scoreSecondLanguage(rules, grid, secondClb);
  const canadianWork = scoreCanadianWork(grid, profile.canadianWorkYears);
  const core = Math.min(
    agePoint + levelOfEducation + firstLanguagePoints + secondLanguagePoints + canadianWork,
    grid.coreMax,
  );

  const spouseClb =
    withSpouse && profile.spouseLanguage !== null ? toClbLevels(profile.spouseLanguage) : null;
  const spouseEducation =
    withSpouse && profile.spouseEducation !== null
      ? scoreSpouseEducation(rules, educationIndex(profile.spouseEducation))
      : 0;
  const spouseLanguage = scoreSpouseLanguage(rules, spouseClb);
  const spouseCanadianWork =
    withSpouse && profile.spouseCanadianWorkYears !== null
      ? scoreSpouseCanadianWork(rules, profile.spouseCanadianWorkYears)
      : 0;
  const spouse = Math.min(spouseEducation + spouseLanguage + spouseCanadianWork, rules.spouseMax);

  const educationA = scoreEducationLanguage(rules, education, lowestFirst);
  const educationB = scoreEducationCanadianWork(rules, education, profile.canadianWorkYears);
  const educationTot = Math.min(educationA + educationB, rules.transferGroupMax);
  const foreign1 = scoreForeignWorkLanguage(rules, profile.foreignWorkYears, lowestFirst);
  const foreign2 = scoreForeignWorkCanadianWork(rules, profile.foreignWorkYears, profile.canadianWorkYears);
  const foreignTot = Math.min(foreign1 + foreign2, rules.transferGroupMax);
  const certificate = scoreCertificate(rules, profile.certificateOfQualification, lowestFirst);
  const skill = Math.min(educationTot + foreignTot + certificate, rules.transferMax);

  const nomination = profile.nomination ? rules.nomination : 0;
  const jobOffer = rules.jobOffer[jobOfferIndex(profile.jobOffer)] as number;
  const study = rules.canadianStudy[canadianEducationIndex(profile.canadianEducation)] as number;
  const sibling = profile.sibling ? rules.sibling : 0;
  // The second language is always the other official language (parseProfile checks it).
  const isFirstFrench = isFrenchTest(profile.firstLanguage.test);
  const french = isFirstFrench
    ? scoreFrenchBonus(rules, firstClb, secondClb)
    : scoreFrenchBonus(rules, secondClb, firstClb);
  const bonus = Math.min(nomination + jobOffer + study + sibling + french, rules.additionalMax);

  const lines: CrsLine[] = [
    { factor: 'core.age', points: agePoint },
    { factor: 'core.education', points: levelOfEducation },
    { factor: 'core.firstLanguage', points: firstLanguagePoints, clb: firstClb },
    secondClb === null
      ? { factor: 'core.secondLanguage', points: 0 }
      : { factor: 'core.secondLanguage', points: secondLanguagePoints, clb: secondClb },
    { factor: 'core.canadianWork', points: canadianWork },
  ];
  if (withSpouse) {
    lines.push(
      { factor: 'spouse.education', points: spouseEducation },
      spouseClb === null
        ? { factor: 'spouse.language', points: 0 }
        : { factor: 'spouse.language', points: spouseLanguage, clb: spouseClb },
      { factor: 'spouse.canadianWork', points: spouseCanadianWork },
    );
  }
  lines.push(
    { factor: 'transferability.educationLanguage', points: educationA },
    { factor: 'transferability.educationCanadianWork', points: educationB },
    { factor: 'transferability.foreignWorkLanguage', points: foreign1 },
    { factor: 'transferability.foreignWorkCanadianWork', points: foreign2 },
    { factor: 'transferability.certificate', points: certificate },
    { factor: 'additional.nomination', points: nomination },
    { factor: 'additional.jobOffer', points: jobOffer },
    { factor: 'additional.canadianStudy', points: study },
    { factor: 'additional.sibling', points: sibling },
    { factor: 'additional.frenchBonus', points: french },
  );

  return {
    agePoint,
    level_of_education: levelOfEducation,
    firstLanguagePoints,
    secondaryLanguagePoints: secondLanguagePoints,
    langTot: firstLanguagePoints + secondLanguagePoints,
    q6iAnswerPoints: canadianWork,
    spouse_level_education: spouseEducation,
    spouse_firs_language: spouseLanguage,
    spouse_canadian_work_experience: spouseCanadianWork,
    educationA,
    educationB,
    educationTot,
    foreign_xp_1: foreign1,
    foreign_xp_2: foreign2,
    foreign_xp_tot: foreignTot,
    certificate,
    prov_nom_bonus: nomination,
    job_bonus: jobOffer,
    study_bonus: study,
    sibling_bonus: sibling,
    french_bonus: french,
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
