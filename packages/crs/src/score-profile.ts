import { type CandidateProfile, isWithSpouse } from './profile.ts';
import { ruleSetFor } from './rules/rule-sets.ts';
import { scoreCanadianStudy, scoreFrenchBonus, scoreJobOffer } from './score-factors/additional.ts';
import {
  scoreAge,
  scoreCanadianWork,
  scoreEducation,
  scoreFirstLanguageAbility,
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
  ruleSet: { id: string; effectiveFrom: string };
  lines: CrsLine[];
}

/**
 * Scores a parsed profile (see `parseProfile`) under the rule set in force on `asOf` (today's when
 * absent). Pure, and without validation on its hot path.
 */
export function scoreProfile(profile: CandidateProfile, options: { asOf?: string } = {}): CrsScore {
  const rules = ruleSetFor(options.asOf);
  const withSpouse = isWithSpouse(profile);
  const grid = withSpouse ? 'withSpouse' : 'withoutSpouse';

  const firstClb = toClbLevels(profile.firstLanguage);
  const secondClb = profile.secondLanguage === null ? null : toClbLevels(profile.secondLanguage);
  const lowestFirst = lowestClb(firstClb);

  const agePoint = scoreAge(rules, grid, profile.age);
  const levelOfEducation = scoreEducation(rules, grid, profile.education);
  const firstLanguagePoints =
    scoreFirstLanguageAbility(rules, grid, firstClb[0]) +
    scoreFirstLanguageAbility(rules, grid, firstClb[1]) +
    scoreFirstLanguageAbility(rules, grid, firstClb[2]) +
    scoreFirstLanguageAbility(rules, grid, firstClb[3]);
  const secondLanguagePoints = scoreSecondLanguage(rules, grid, secondClb);
  const canadianWork = scoreCanadianWork(rules, grid, profile.canadianWorkYears);
  const core = Math.min(
    agePoint + levelOfEducation + firstLanguagePoints + secondLanguagePoints + canadianWork,
    rules.max.core[grid],
  );

  const spouseClb =
    withSpouse && profile.spouseLanguage !== null ? toClbLevels(profile.spouseLanguage) : null;
  const spouseEducation = withSpouse ? scoreSpouseEducation(rules, profile.spouseEducation) : 0;
  const spouseLanguage = scoreSpouseLanguage(rules, spouseClb);
  const spouseCanadianWork = withSpouse ? scoreSpouseCanadianWork(rules, profile.spouseCanadianWorkYears) : 0;
  const spouse = Math.min(spouseEducation + spouseLanguage + spouseCanadianWork, rules.max.spouse);

  const educationA = scoreEducationLanguage(rules, profile.education, lowestFirst);
  const educationB = scoreEducationCanadianWork(rules, profile.education, profile.canadianWorkYears);
  const educationTot = Math.min(educationA + educationB, rules.transferability.groupMax);
  const foreign1 = scoreForeignWorkLanguage(rules, profile.foreignWorkYears, lowestFirst);
  const foreign2 = scoreForeignWorkCanadianWork(rules, profile.foreignWorkYears, profile.canadianWorkYears);
  const foreignTot = Math.min(foreign1 + foreign2, rules.transferability.groupMax);
  const certificate = scoreCertificate(rules, profile.certificateOfQualification, lowestFirst);
  const skill = Math.min(educationTot + foreignTot + certificate, rules.transferability.max);

  const nomination = profile.nomination ? rules.additional.nomination : 0;
  const jobOffer = scoreJobOffer(rules, profile.jobOffer);
  const study = scoreCanadianStudy(rules, profile.canadianEducation);
  const sibling = profile.sibling ? rules.additional.sibling : 0;
  const french = scoreFrenchBonus(
    rules,
    { test: profile.firstLanguage.test, levels: firstClb },
    profile.secondLanguage === null || secondClb === null
      ? null
      : { test: profile.secondLanguage.test, levels: secondClb },
  );
  const bonus = Math.min(nomination + jobOffer + study + sibling + french, rules.additional.max);

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
    grandtotal: Math.min(core + spouse + skill + bonus, rules.max.total),
    isWithSpouse: withSpouse,
    ruleSet: { id: rules.id, effectiveFrom: rules.effectiveFrom },
    lines,
  };
}
