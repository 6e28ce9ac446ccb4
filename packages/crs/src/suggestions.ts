import {
  ABILITIES,
  type Ability,
  isFrenchTest,
  LANGUAGE_CHARTS,
  type LanguageTest,
} from './language/charts.ts';
import { type CandidateProfile, EDUCATION_LEVELS, isWithSpouse, type LanguageResult } from './profile.ts';
import type { CompiledRuleSet } from './rules/compiled-rule-set.ts';
import { compiledRuleSetFor } from './rules/rule-sets.ts';
import { toClbLevels } from './score-factors/language-levels.ts';
import { grandTotalUnder } from './score-profile.ts';

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

/** The result with each ability under `clb` raised to its lowest score of `clb`. */
function atLeastClb(result: LanguageResult, clb: number): LanguageResult {
  const [speaking, listening, reading, writing] = toClbLevels(result);
  const { test } = result;
  return {
    test,
    speaking: speaking < clb ? scoreAtClb(test, 'speaking', clb) : result.speaking,
    listening: listening < clb ? scoreAtClb(test, 'listening', clb) : result.listening,
    reading: reading < clb ? scoreAtClb(test, 'reading', clb) : result.reading,
    writing: writing < clb ? scoreAtClb(test, 'writing', clb) : result.writing,
  } as LanguageResult;
}

/** The result with one ability's score changed. Written out: a computed key in a literal is slow. */
function withScore(result: LanguageResult, ability: Ability, score: number): LanguageResult {
  return {
    test: result.test,
    speaking: ability === 'speaking' ? score : result.speaking,
    listening: ability === 'listening' ? score : result.listening,
    reading: ability === 'reading' ? score : result.reading,
    writing: ability === 'writing' ? score : result.writing,
  } as LanguageResult;
}

/** A test at CLB/NCLC `clb` in all four abilities. */
function resultAtClb(test: LanguageTest, clb: number): LanguageResult {
  const [speaking, listening, reading, writing] = ABILITIES.map((ability) =>
    scoreAtClb(test, ability, clb),
  ) as [number, number, number, number];
  return { test, speaking, listening, reading, writing } as LanguageResult;
}

// The second-language suggestion for an English speaker and for a French speaker.
const FRENCH_AT_NCLC_7 = resultAtClb('TEF Canada', 7);
const ENGLISH_AT_CLB_7 = resultAtClb('CELPIP-G', 7);

/**
 * Re-scores realistic changes to a parsed profile and ranks them by points gained; warns when the
 * next birthday costs points. Pure; a few dozen re-scorings.
 */
export function suggestImprovements(profile: CandidateProfile, options: { asOf?: string } = {}): Advice {
  const rules = compiledRuleSetFor(options.asOf);
  const score = grandTotalUnder(rules, profile);
  const suggestions: Suggestion[] = [];
  const consider = (code: SuggestionCode, details: Suggestion['details'], changed: CandidateProfile) => {
    const newScore = grandTotalUnder(rules, changed);
    if (newScore > score) suggestions.push({ code, details, newScore, gain: newScore - score });
  };

  const first = profile.firstLanguage;
  const firstLevels = toClbLevels(first);
  for (let index = 0; index < ABILITIES.length; index++) {
    const ability = ABILITIES[index] as Ability;
    const clb = firstLevels[index] as number;
    if (clb < 10) {
      const raised = withScore(first, ability, scoreAtClb(first.test, ability, Math.max(clb + 1, 4)));
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

  const second = profile.secondLanguage
    ? atLeastClb(profile.secondLanguage, 7)
    : isFrenchTest(first.test)
      ? ENGLISH_AT_CLB_7
      : FRENCH_AT_NCLC_7;
  consider('secondLanguage.atNclc7', { test: second.test }, { ...profile, secondLanguage: second });

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
  return { score, suggestions, ageWarning: ageWarningFor(profile, score, rules) };
}

function ageWarningFor(profile: CandidateProfile, score: number, rules: CompiledRuleSet): AgeWarning | null {
  if (profile.age >= 45) return null;
  const nextAge = profile.age + 1;
  const newScore = grandTotalUnder(rules, { ...profile, age: nextAge });
  return newScore < score
    ? { code: 'age.nextBirthday', nextAge, newScore, pointsLost: score - newScore }
    : null;
}
