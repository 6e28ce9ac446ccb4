import {
  type CandidateProfile,
  type FactorCode,
  NO_SPOUSE,
  parseProfile,
  scoreProfile,
} from '@maplebridge/crs';
import type { StatedFacts } from './crs-facts.ts';

/** The CRS points of one factor, for a single applicant and for one whose spouse comes along. */
export interface FactorPoints {
  factor: FactorCode;
  /** What the points are for, as said: an age, a test result, years. */
  value: string;
  single: number;
  withSpouse: number;
  /** A spouse's factor: it counts only with a spouse coming along. */
  isSpouseFactor?: boolean;
}

const SINGLE = NO_SPOUSE;
const WITH_SPOUSE = {
  maritalStatus: 'married',
  spouseCanadian: false,
  spouseAccompanying: true,
  spouseEducation: 'lessThanSecondary',
  spouseCanadianWorkYears: 0,
  spouseLanguage: null,
} as const;
/** A profile that earns little, so the one factor asked about is all that varies. */
const BASE = {
  age: 30,
  education: 'secondary',
  canadianEducation: 'none',
  firstLanguage: { test: 'CELPIP-G', speaking: 7, listening: 7, reading: 7, writing: 7 },
  secondLanguage: null,
  canadianWorkYears: 0,
  foreignWorkYears: 0,
  certificateOfQualification: false,
  jobOffer: 'none',
  nomination: false,
  sibling: false,
} as const;

function pointsOf(factor: FactorCode, change: Partial<CandidateProfile>, asOf: string) {
  const score = (spouse: typeof SINGLE | typeof WITH_SPOUSE) => {
    const parsed = parseProfile({
      ...BASE,
      ...spouse,
      ...(spouse === SINGLE ? withoutSpouseFields(change) : change),
    });
    if (!parsed.success) return null;
    return scoreProfile(parsed.profile, { asOf }).lines.find((line) => line.factor === factor)?.points ?? 0;
  };
  const single = score(SINGLE);
  const withSpouse = score(WITH_SPOUSE);
  return single === null || withSpouse === null ? null : { single, withSpouse };
}

/** The knowledge-base page that explains each factor a one-factor answer can name. */
export const FACTOR_PAGES: Partial<Record<FactorCode, string>> = {
  'core.age': 'crs-age-points',
  'core.education': 'crs-education-points',
  'core.firstLanguage': 'crs-language-points',
  'core.canadianWork': 'crs-canadian-work-experience-points',
  'additional.frenchBonus': 'french-language-bonus',
  'additional.sibling': 'sibling-in-canada',
  'additional.nomination': 'provincial-nominee-program',
  'additional.canadianStudy': 'canadian-education-points',
  'additional.jobOffer': 'job-offer-points-removed',
  'core.secondLanguage': 'french-language-bonus',
  'spouse.education': 'crs-spouse-factors',
  'spouse.language': 'crs-spouse-factors',
  'spouse.canadianWork': 'crs-spouse-factors',
};

const withoutSpouseFields = (change: Partial<CandidateProfile>) => {
  const {
    spouseEducation: _education,
    spouseLanguage: _language,
    spouseCanadianWorkYears: _work,
    ...own
  } = change;
  return own;
};

/** Ages a question compares ("29 và 31 tuổi", "between 33 and 35"), beside test scores. */
export function readAges(folded: string): number[] {
  const span = /\bfrom (\d{2}) to (\d{2})\b|\btu (\d{2})\s*t?\s*(?:len|den|xuong) (\d{2})/.exec(folded);
  if (span)
    return span
      .slice(1)
      .filter(Boolean)
      .map(Number)
      .filter((age) => age >= 17 && age <= 60);
  if (!/\b(tuoi|age|aged|years? old|yo)\b|\b\d{2}t\b/.test(folded)) return [];
  const ages = [...folded.matchAll(/(?<!(?:ielts|celpip|clb|nclc|pte|tef|tcf|crs|core)\s*)\b(\d{2})t?\b/g)]
    .map((match) => Number(match[1]))
    .filter((age) => age >= 17 && age <= 60);
  return [...new Set(ages)];
}

/**
 * The points of each factor a question names without a whole profile ("CELPIP 9 in every skill: how
 * many points?", "29 và 31 tuổi chênh bao nhiêu điểm"), computed by the engine.
 */
export function factorPoints(facts: StatedFacts, ages: number[], asOf: string): FactorPoints[] {
  const found: (FactorPoints | null)[] = [];
  const add = (factor: FactorCode, value: string, change: Partial<CandidateProfile>) => {
    const points = pointsOf(factor, change, asOf);
    found.push(points && { factor, value, ...points });
  };
  for (const age of ages) add('core.age', String(age), { age });
  if (facts.education) add('core.education', facts.education, { education: facts.education });
  if (facts.english) add('core.firstLanguage', 'english', { firstLanguage: facts.english.result });
  if (facts.french) {
    const french = facts.french.result;
    if (facts.english) {
      // French beside English: the second-language points and the bonus together.
      add('core.secondLanguage', 'french', { firstLanguage: facts.english.result, secondLanguage: french });
      add('additional.frenchBonus', 'frenchWithThisEnglish', {
        firstLanguage: facts.english.result,
        secondLanguage: french,
      });
    } else {
      add('core.firstLanguage', 'french', { firstLanguage: french });
      add('additional.frenchBonus', 'frenchWithEnglish', { secondLanguage: french });
      add('additional.frenchBonus', 'frenchOnly', { firstLanguage: french, secondLanguage: null });
    }
  }
  if (facts.canadianWork)
    add('core.canadianWork', String(facts.canadianWork), { canadianWorkYears: facts.canadianWork });
  if (facts.canadianEducation)
    add('additional.canadianStudy', facts.canadianEducation, {
      canadianEducation: facts.canadianEducation,
      education: facts.education ?? (facts.canadianEducation === 'threeYearOrMore' ? 'bachelors' : 'twoYear'),
    });
  if (facts.sibling) add('additional.sibling', 'sibling', { sibling: true });
  if (facts.nomination) add('additional.nomination', 'nomination', { nomination: true });
  if (facts.jobOffer) add('additional.jobOffer', 'jobOffer', { jobOffer: 'teer0123' });
  const spouse = facts.spouse ?? {};
  const addForSpouse = (factor: FactorCode, value: string, change: Partial<CandidateProfile>) => {
    const points = pointsOf(factor, change, asOf);
    if (points)
      found.push({
        factor,
        value,
        // A single applicant has no spouse factors.
        single: 0,
        withSpouse: points.withSpouse,
        isSpouseFactor: true,
      });
  };
  if (spouse.education)
    addForSpouse('spouse.education', spouse.education, { spouseEducation: spouse.education });
  if (spouse.language)
    addForSpouse('spouse.language', 'spouseLanguage', { spouseLanguage: spouse.language.result });
  if (spouse.canadianWork)
    addForSpouse('spouse.canadianWork', String(spouse.canadianWork), {
      spouseCanadianWorkYears: spouse.canadianWork,
    });
  return found.filter((item): item is FactorPoints => item !== null);
}
