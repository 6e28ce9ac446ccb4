/**
 * The bench's reference: a CRS total as a straightforward implementation computes it, read off the
 * charts of shared/crs/rules.md (§2–§8, the rule set in force since 2025-03-25) over the plain input
 * object, with no validation and no precomputed tables. Written apart from the engine, on purpose,
 * but for the language charts' data; `plain-scorer.test.ts` checks that it agrees with `scoreProfile`.
 */
import { ABILITIES, LANGUAGE_CHARTS } from '../src/language/charts.ts';

type Plain = Record<string, unknown>;
type Language = { test: string; speaking: number; listening: number; reading: number; writing: number };

// §3.1: age 17 … 45 or more, with spouse / without.
const AGE_WITH_SPOUSE = [
  0, 90, 95, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50, 45, 35,
  25, 15, 5, 0,
];
const AGE_WITHOUT_SPOUSE = [
  0, 99, 105, 110, 110, 110, 110, 110, 110, 110, 110, 110, 110, 105, 99, 94, 88, 83, 77, 72, 66, 61, 55, 50,
  39, 28, 17, 6, 0,
];

// §3.2: [with spouse, without spouse, the spouse's own].
const EDUCATION: Record<string, readonly number[]> = {
  lessThanSecondary: [0, 0, 0],
  secondary: [28, 30, 2],
  oneYear: [84, 90, 6],
  twoYear: [91, 98, 7],
  bachelors: [112, 120, 8],
  twoOrMore: [119, 128, 9],
  masters: [126, 135, 10],
  doctoral: [140, 150, 10],
};

// §3.3, §3.4, §4: points per ability by CLB (3 stands for below 4).
const FIRST_LANGUAGE_WITH_SPOUSE: Record<number, number> = {
  3: 0,
  4: 6,
  5: 6,
  6: 8,
  7: 16,
  8: 22,
  9: 29,
  10: 32,
};
const FIRST_LANGUAGE_WITHOUT_SPOUSE: Record<number, number> = {
  3: 0,
  4: 6,
  5: 6,
  6: 9,
  7: 17,
  8: 23,
  9: 31,
  10: 34,
};
const SECOND_LANGUAGE: Record<number, number> = { 3: 0, 4: 0, 5: 1, 6: 1, 7: 3, 8: 3, 9: 6, 10: 6 };
const SPOUSE_LANGUAGE: Record<number, number> = { 3: 0, 4: 0, 5: 1, 6: 1, 7: 3, 8: 3, 9: 5, 10: 5 };

// §3.5, §4: years 0 … 5 or more.
const CANADIAN_WORK_WITH_SPOUSE = [0, 35, 46, 56, 63, 70];
const CANADIAN_WORK_WITHOUT_SPOUSE = [0, 40, 53, 64, 72, 80];
const SPOUSE_CANADIAN_WORK = [0, 5, 7, 8, 9, 10];

// §6.
const CANADIAN_STUDY: Record<string, number> = {
  none: 0,
  secondaryOrLess: 0,
  oneOrTwoYear: 15,
  threeYearOrMore: 30,
};

// §8: the charts are data, shared with the engine; what the reference does with them is its own.
const CHARTS: Record<string, Record<string, readonly number[]>> = LANGUAGE_CHARTS;

function clbOf(result: Language, ability: (typeof ABILITIES)[number]): number {
  const minimums = CHARTS[result.test]?.[ability] ?? [];
  for (let index = 0; index < minimums.length; index++) {
    if (result[ability] >= (minimums[index] as number)) return 10 - index;
  }
  return 3;
}

function levelsOf(result: Language | null): number[] | null {
  return result === null ? null : ABILITIES.map((ability) => clbOf(result, ability));
}

function pointsAt(table: readonly number[] | undefined, index: number): number {
  return table?.[index] ?? 0;
}

function sumOf(levels: number[] | null, pointsByClb: Record<number, number>): number {
  if (levels === null) return 0;
  return levels.reduce((sum, clb) => sum + (pointsByClb[clb] as number), 0);
}

function lowestOf(levels: number[]): number {
  return Math.min(...levels);
}

/** §5: the tier of an education level in the transferability tables (0, 1 or 2). */
function educationTier(education: string): number {
  if (['oneYear', 'twoYear', 'bachelors'].includes(education)) return 1;
  if (['twoOrMore', 'masters', 'doctoral'].includes(education)) return 2;
  return 0;
}

/** §5: points of a row tier (1 or 2) by column (1: the lower one, 2: the upper one). */
function transferPoints(rowTier: number, column: number): number {
  if (rowTier === 0 || column === 0) return 0;
  if (rowTier === 1) return column === 1 ? 13 : 25;
  return column === 1 ? 25 : 50;
}

export function scorePlainProfile(profile: Plain): number {
  const maritalStatus = profile.maritalStatus as string;
  const withSpouse =
    (maritalStatus === 'married' || maritalStatus === 'commonLaw') &&
    profile.spouseCanadian === false &&
    profile.spouseAccompanying === true;
  const first = profile.firstLanguage as Language;
  const second = profile.secondLanguage as Language | null;
  const education = profile.education as string;
  const canadianYears = Math.min(profile.canadianWorkYears as number, 5);
  const foreignYears = Math.min(profile.foreignWorkYears as number, 3);

  // A. Core.
  const age = Math.min(Math.max(profile.age as number, 17), 45) - 17;
  const firstLevels = levelsOf(first) as number[];
  const secondLevels = levelsOf(second);
  const core =
    pointsAt(withSpouse ? AGE_WITH_SPOUSE : AGE_WITHOUT_SPOUSE, age) +
    pointsAt(EDUCATION[education], withSpouse ? 0 : 1) +
    sumOf(firstLevels, withSpouse ? FIRST_LANGUAGE_WITH_SPOUSE : FIRST_LANGUAGE_WITHOUT_SPOUSE) +
    Math.min(sumOf(secondLevels, SECOND_LANGUAGE), withSpouse ? 22 : 24) +
    pointsAt(withSpouse ? CANADIAN_WORK_WITH_SPOUSE : CANADIAN_WORK_WITHOUT_SPOUSE, canadianYears);

  // B. Spouse.
  let spouse = 0;
  if (withSpouse) {
    const spouseEducation = profile.spouseEducation as string | null;
    const spouseYears = profile.spouseCanadianWorkYears as number | null;
    spouse =
      (spouseEducation === null ? 0 : pointsAt(EDUCATION[spouseEducation], 2)) +
      sumOf(levelsOf(profile.spouseLanguage as Language | null), SPOUSE_LANGUAGE) +
      (spouseYears === null ? 0 : pointsAt(SPOUSE_CANADIAN_WORK, Math.min(spouseYears, 5)));
  }

  // C. Skill transferability, by the lowest first-language ability.
  const lowest = lowestOf(firstLevels);
  const languageColumn = lowest >= 9 ? 2 : lowest >= 7 ? 1 : 0;
  const canadianColumn = canadianYears >= 2 ? 2 : canadianYears === 1 ? 1 : 0;
  const foreignTier = foreignYears >= 3 ? 2 : foreignYears >= 1 ? 1 : 0;
  const educationGroup = Math.min(
    transferPoints(educationTier(education), languageColumn) +
      transferPoints(educationTier(education), canadianColumn),
    50,
  );
  const foreignGroup = Math.min(
    transferPoints(foreignTier, languageColumn) + transferPoints(foreignTier, canadianColumn),
    50,
  );
  const certificate = profile.certificateOfQualification ? (lowest >= 7 ? 50 : lowest >= 5 ? 25 : 0) : 0;
  const skill = Math.min(educationGroup + foreignGroup + certificate, 100);

  // D. Additional: job offers score 0 since 2025-03-25.
  const isFrench = (test: string) => test === 'TEF Canada' || test === 'TCF Canada';
  const frenchLevels = isFrench(first.test) ? firstLevels : secondLevels;
  const englishLevels = isFrench(first.test) ? secondLevels : firstLevels;
  let french = 0;
  if (frenchLevels !== null && lowestOf(frenchLevels) >= 7) {
    french = englishLevels !== null && lowestOf(englishLevels) >= 5 ? 50 : 25;
  }
  const additional = Math.min(
    (profile.nomination ? 600 : 0) +
      (CANADIAN_STUDY[profile.canadianEducation as string] as number) +
      (profile.sibling ? 15 : 0) +
      french,
    600,
  );

  return Math.min(core + spouse + skill + additional, 1200);
}
