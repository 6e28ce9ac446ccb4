import { type LanguageTest, SCORE_SCALES } from './language/charts.ts';
import type { CandidateProfile, LanguageResult } from './profile.ts';
import {
  CANADIAN_EDUCATION_LEVELS,
  crossFieldIssuesOf,
  EDUCATION_LEVELS,
  JOB_OFFERS,
  LANGUAGE_TESTS,
  MARITAL_STATUSES,
} from './profile-fields.ts';

/**
 * The common case of `parseProfile`, checked by hand (ADR 025): a profile that CandidateProfileSchema
 * accepts, built as the schema builds it (a new object of its known keys, in its order), or undefined
 * for anything else, which the schema then reports. It reads each field once. It must never accept
 * what the schema rejects; `read-profile.test.ts` holds it to that, and to accepting every valid profile.
 */
export function readWellFormedProfile(input: unknown): CandidateProfile | undefined {
  if (!isObject(input)) return undefined;
  const {
    maritalStatus,
    spouseCanadian,
    spouseAccompanying,
    age,
    education,
    canadianEducation,
    firstLanguage,
    secondLanguage,
    canadianWorkYears,
    foreignWorkYears,
    certificateOfQualification,
    jobOffer,
    nomination,
    sibling,
    spouseEducation,
    spouseCanadianWorkYears,
    spouseLanguage,
  } = input;
  const status = oneOf(MARITAL_STATUSES, maritalStatus);
  const level = oneOf(EDUCATION_LEVELS, education);
  const canadianLevel = oneOf(CANADIAN_EDUCATION_LEVELS, canadianEducation);
  const offer = oneOf(JOB_OFFERS, jobOffer);
  const spouseLevel = spouseEducation === null ? null : oneOf(EDUCATION_LEVELS, spouseEducation);
  if (
    status === undefined ||
    !(spouseCanadian === null || typeof spouseCanadian === 'boolean') ||
    !(spouseAccompanying === null || typeof spouseAccompanying === 'boolean') ||
    !isIntegerIn(age, 17, 47) ||
    level === undefined ||
    canadianLevel === undefined ||
    !isIntegerIn(canadianWorkYears, 0, 5) ||
    !isIntegerIn(foreignWorkYears, 0, 3) ||
    typeof certificateOfQualification !== 'boolean' ||
    offer === undefined ||
    typeof nomination !== 'boolean' ||
    typeof sibling !== 'boolean' ||
    spouseLevel === undefined ||
    !(spouseCanadianWorkYears === null || isIntegerIn(spouseCanadianWorkYears, 0, 5))
  ) {
    return undefined;
  }
  const first = readLanguageResult(firstLanguage);
  const second = secondLanguage === null ? null : readLanguageResult(secondLanguage);
  const spouse = spouseLanguage === null ? null : readLanguageResult(spouseLanguage);
  if (first === undefined || second === undefined || spouse === undefined) return undefined;
  const profile: CandidateProfile = {
    maritalStatus: status,
    spouseCanadian,
    spouseAccompanying,
    age,
    education: level,
    canadianEducation: canadianLevel,
    firstLanguage: first,
    secondLanguage: second,
    canadianWorkYears,
    foreignWorkYears,
    certificateOfQualification,
    jobOffer: offer,
    nomination,
    sibling,
    spouseEducation: spouseLevel,
    spouseCanadianWorkYears,
    spouseLanguage: spouse,
  };
  return crossFieldIssuesOf(profile).length === 0 ? profile : undefined;
}

// By LANGUAGE_TESTS index: an array read, where a lookup by the test's name would vary per call.
const SCALES = LANGUAGE_TESTS.map((test) => SCORE_SCALES[test]);

function readLanguageResult(value: unknown): LanguageResult | undefined {
  if (!isObject(value)) return undefined;
  const index = (LANGUAGE_TESTS as readonly unknown[]).indexOf(value.test);
  if (index === -1) return undefined;
  const test = LANGUAGE_TESTS[index] as LanguageTest;
  const scales = SCALES[index] as (typeof SCORE_SCALES)[LanguageTest];
  const { speaking, listening, reading, writing } = value;
  return isOnScale(speaking, scales.speaking) &&
    isOnScale(listening, scales.listening) &&
    isOnScale(reading, scales.reading) &&
    isOnScale(writing, scales.writing)
    ? ({ test, speaking, listening, reading, writing } as LanguageResult)
    : undefined;
}

/** As zod's object: anything but null and arrays, its fields read as properties (inherited ones too). */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The list's own string equal to `value`: JSON.parse interns only short strings, and the scorer
 * compares interned strings by identity, several times faster.
 */
function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  const index = (values as readonly unknown[]).indexOf(value);
  return index === -1 ? undefined : values[index];
}

/** zod's number rejects NaN and ±Infinity; the bounds here already do. */
function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function isOnScale(
  score: unknown,
  { min, max, step }: (typeof SCORE_SCALES)[LanguageTest]['speaking'],
): score is number {
  return typeof score === 'number' && score >= min && score <= max && Number.isInteger(score / step);
}
