import {
  ABILITIES,
  type Ability,
  isFrenchTest,
  LANGUAGE_CHARTS,
  type LanguageTest,
} from './language/charts.ts';
import { toClb } from './language/to-clb.ts';
import { type CandidateProfile, EDUCATION_LEVELS, isWithSpouse, type LanguageResult } from './profile.ts';
import { scoreProfile } from './score-profile.ts';

/** Codes the web translates (`crs.advice.<code>`), with the numbers each one needs. */
export type SuggestionCode =
  | 'firstLanguage.abilityUp'
  | 'firstLanguage.allToClb'
  | 'secondLanguage.atNclc7'
  | 'canadianWork.oneMoreYear'
  | 'foreignWork.oneMoreYear'
  | 'education.nextLevel'
  | 'canadianEducation.credential'
  | 'spouse.languageAtClb7'
  | 'spouse.educationNextLevel'
  | 'nomination.provincial';

export interface Suggestion {
  code: SuggestionCode;
  /** What changes, e.g. `{ ability: 'listening', fromClb: 7, toClb: 8 }`. */
  details: Record<string, string | number>;
  newScore: number;
  gain: number;
}

export interface AgeWarning {
  code: 'age.nextBirthday';
  nextAge: number;
  newScore: number;
  pointsLost: number;
}

export interface Advice {
  score: number;
  /** Best first; only changes that gain points. */
  suggestions: Suggestion[];
  ageWarning: AgeWarning | null;
}

/** The lowest raw score of `clb` on a test's ability (rules.md §8). */
function scoreAtClb(test: LanguageTest, ability: Ability, clb: number): number {
  return LANGUAGE_CHARTS[test][ability][10 - clb] as number;
}

function atLeastClb(result: LanguageResult, clb: number): LanguageResult {
  const raised = { ...result };
  for (const ability of ABILITIES) {
    if (toClb(result.test, ability, result[ability]) < clb)
      raised[ability] = scoreAtClb(result.test, ability, clb);
  }
  return raised;
}

/** A test of the other official language at CLB/NCLC 7 in all four abilities. */
function otherLanguageAtClb7(first: LanguageResult): LanguageResult {
  const test: LanguageTest = isFrenchTest(first.test) ? 'CELPIP-G' : 'TEF Canada';
  const [speaking, listening, reading, writing] = ABILITIES.map((ability) =>
    scoreAtClb(test, ability, 7),
  ) as [number, number, number, number];
  return { test, speaking, listening, reading, writing } as LanguageResult;
}

/**
 * Re-scores realistic changes to a parsed profile and ranks them by points gained; warns when the
 * next birthday costs points. Pure; a few dozen re-scorings.
 */
export function suggestImprovements(profile: CandidateProfile, options: { asOf?: string } = {}): Advice {
  const score = scoreProfile(profile, options).grandtotal;
  const suggestions: Suggestion[] = [];
  const consider = (code: SuggestionCode, details: Suggestion['details'], changed: CandidateProfile) => {
    const newScore = scoreProfile(changed, options).grandtotal;
    if (newScore > score) suggestions.push({ code, details, newScore, gain: newScore - score });
  };

  const first = profile.firstLanguage;
  for (const ability of ABILITIES) {
    const clb = toClb(first.test, ability, first[ability]);
    if (clb < 10) {
      const raised = { ...first, [ability]: scoreAtClb(first.test, ability, Math.max(clb + 1, 4)) };
      consider(
        'firstLanguage.abilityUp',
        { ability, fromClb: clb, toClb: Math.max(clb + 1, 4) },
        { ...profile, firstLanguage: raised },
      );
    }
  }
  for (const target of [9, 10]) {
    consider(
      'firstLanguage.allToClb',
      { toClb: target },
      { ...profile, firstLanguage: atLeastClb(first, target) },
    );
  }

  const second = profile.secondLanguage;
  consider(
    'secondLanguage.atNclc7',
    { test: second?.test ?? otherLanguageAtClb7(first).test },
    { ...profile, secondLanguage: second ? atLeastClb(second, 7) : otherLanguageAtClb7(first) },
  );

  if (profile.canadianWorkYears < 5) {
    consider(
      'canadianWork.oneMoreYear',
      { years: profile.canadianWorkYears + 1 },
      { ...profile, canadianWorkYears: profile.canadianWorkYears + 1 },
    );
  }
  if (profile.foreignWorkYears < 3) {
    consider(
      'foreignWork.oneMoreYear',
      { years: profile.foreignWorkYears + 1 },
      { ...profile, foreignWorkYears: profile.foreignWorkYears + 1 },
    );
  }
  const nextEducation = EDUCATION_LEVELS[EDUCATION_LEVELS.indexOf(profile.education) + 1];
  if (nextEducation)
    consider('education.nextLevel', { education: nextEducation }, { ...profile, education: nextEducation });
  for (const canadianEducation of ['oneOrTwoYear', 'threeYearOrMore'] as const) {
    consider('canadianEducation.credential', { canadianEducation }, { ...profile, canadianEducation });
  }

  if (isWithSpouse(profile)) {
    const spouseLanguage = profile.spouseLanguage
      ? atLeastClb(profile.spouseLanguage, 7)
      : { test: 'CELPIP-G' as const, speaking: 7, listening: 7, reading: 7, writing: 7 };
    consider('spouse.languageAtClb7', { test: spouseLanguage.test }, { ...profile, spouseLanguage });
    const spouseEducation =
      profile.spouseEducation && EDUCATION_LEVELS[EDUCATION_LEVELS.indexOf(profile.spouseEducation) + 1];
    if (spouseEducation)
      consider('spouse.educationNextLevel', { education: spouseEducation }, { ...profile, spouseEducation });
  }

  if (!profile.nomination) consider('nomination.provincial', {}, { ...profile, nomination: true });

  suggestions.sort((a, b) => b.gain - a.gain);
  return { score, suggestions, ageWarning: ageWarningFor(profile, score, options) };
}

function ageWarningFor(
  profile: CandidateProfile,
  score: number,
  options: { asOf?: string },
): AgeWarning | null {
  if (profile.age >= 45) return null;
  const nextAge = profile.age + 1;
  const newScore = scoreProfile({ ...profile, age: nextAge }, options).grandtotal;
  return newScore < score
    ? { code: 'age.nextBirthday', nextAge, newScore, pointsLost: score - newScore }
    : null;
}
