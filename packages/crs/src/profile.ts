import { z } from 'zod';
import { type ABILITIES, isFrenchTest, type LanguageTest, SCORE_SCALES } from './language/charts.ts';

/** The engine's input, exactly as shared/crs/profile.md defines it. */
export const MARITAL_STATUSES = [
  'single',
  'married',
  'commonLaw',
  'divorced',
  'legallySeparated',
  'annulled',
  'widowed',
] as const;
export const EDUCATION_LEVELS = [
  'lessThanSecondary',
  'secondary',
  'oneYear',
  'twoYear',
  'bachelors',
  'twoOrMore',
  'masters',
  'doctoral',
] as const;
export const CANADIAN_EDUCATION_LEVELS = [
  'none',
  'secondaryOrLess',
  'oneOrTwoYear',
  'threeYearOrMore',
] as const;
export const JOB_OFFERS = ['none', 'teer0Major00', 'teer0123', 'teer45'] as const;
export const LANGUAGE_TESTS = ['CELPIP-G', 'IELTS', 'PTE Core', 'TEF Canada', 'TCF Canada'] as const;

export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type Education = (typeof EDUCATION_LEVELS)[number];
export type CanadianEducation = (typeof CANADIAN_EDUCATION_LEVELS)[number];
export type JobOffer = (typeof JOB_OFFERS)[number];

function scoreSchema(test: LanguageTest, ability: (typeof ABILITIES)[number]) {
  const { min, max, step } = SCORE_SCALES[test][ability];
  const scale = `${test} ${ability} is ${min}–${max}${step === 1 ? ', a whole number' : ` in steps of ${step}`}`;
  return z
    .number({ error: `must be a number (${scale})` })
    .min(min, { error: `is off the scale (${scale})` })
    .max(max, { error: `is off the scale (${scale})` })
    .refine((score) => Number.isInteger(score / step), { error: `is off the scale (${scale})` });
}

function languageResultSchema<T extends LanguageTest>(test: T) {
  return z.object({
    test: z.literal(test),
    speaking: scoreSchema(test, 'speaking'),
    listening: scoreSchema(test, 'listening'),
    reading: scoreSchema(test, 'reading'),
    writing: scoreSchema(test, 'writing'),
  });
}

export const LanguageResultSchema = z.discriminatedUnion(
  'test',
  [
    languageResultSchema('CELPIP-G'),
    languageResultSchema('IELTS'),
    languageResultSchema('PTE Core'),
    languageResultSchema('TEF Canada'),
    languageResultSchema('TCF Canada'),
  ],
  { error: `must name one of the tests ${LANGUAGE_TESTS.join(', ')}` },
);
export type LanguageResult = z.infer<typeof LanguageResultSchema>;

const yearsSchema = (max: number) => z.number().int().min(0).max(max);

export const CandidateProfileSchema = z
  .object({
    maritalStatus: z.enum(MARITAL_STATUSES),
    spouseCanadian: z.boolean().nullable(),
    spouseAccompanying: z.boolean().nullable(),
    age: z.number().int().min(17).max(47),
    education: z.enum(EDUCATION_LEVELS),
    canadianEducation: z.enum(CANADIAN_EDUCATION_LEVELS),
    firstLanguage: LanguageResultSchema,
    secondLanguage: LanguageResultSchema.nullable(),
    canadianWorkYears: yearsSchema(5),
    foreignWorkYears: yearsSchema(3),
    certificateOfQualification: z.boolean(),
    jobOffer: z.enum(JOB_OFFERS),
    nomination: z.boolean(),
    sibling: z.boolean(),
    spouseEducation: z.enum(EDUCATION_LEVELS).nullable(),
    spouseCanadianWorkYears: yearsSchema(5).nullable(),
    spouseLanguage: LanguageResultSchema.nullable(),
  })
  .superRefine((profile, ctx) => {
    const isPartnered = profile.maritalStatus === 'married' || profile.maritalStatus === 'commonLaw';
    if (isPartnered && profile.spouseCanadian === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['spouseCanadian'],
        message: 'is required for a married or common-law applicant',
      });
    }
    if (isPartnered && profile.spouseCanadian === false && profile.spouseAccompanying === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['spouseAccompanying'],
        message: 'is required when the spouse is not a Canadian citizen or permanent resident',
      });
    }
    if (
      profile.secondLanguage &&
      isFrenchTest(profile.secondLanguage.test) === isFrenchTest(profile.firstLanguage.test)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['secondLanguage', 'test'],
        message: 'must be a test of the other official language than the first test',
      });
    }
    if (isWithSpouse(profile)) {
      if (profile.spouseEducation === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['spouseEducation'],
          message: 'is required with an accompanying spouse',
        });
      }
      if (profile.spouseCanadianWorkYears === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['spouseCanadianWorkYears'],
          message: 'is required with an accompanying spouse',
        });
      }
    }
  });
export type CandidateProfile = z.infer<typeof CandidateProfileSchema>;

/**
 * The "with spouse" grid applies only to a married or common-law applicant whose spouse is not a
 * Canadian citizen or PR and will come to Canada (rules.md §2); everyone else is scored alone.
 */
export function isWithSpouse(
  profile: Pick<CandidateProfile, 'maritalStatus' | 'spouseCanadian' | 'spouseAccompanying'>,
): boolean {
  return (
    (profile.maritalStatus === 'married' || profile.maritalStatus === 'commonLaw') &&
    profile.spouseCanadian === false &&
    profile.spouseAccompanying === true
  );
}

export interface ProfileFieldError {
  field: string;
  code: string;
  message: string;
}

export type ParseResult<T> = { success: true; profile: T } | { success: false; errors: ProfileFieldError[] };
export type ParseProfileResult = ParseResult<CandidateProfile>;

/** Validates untrusted input against `schema`; every problem names its field as a dotted path. */
export function parseWithSchema<T>(schema: z.ZodType<T>, input: unknown): ParseResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, profile: result.data };
  return {
    success: false,
    errors: result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || '(profile)',
      code: issue.code,
      message: issue.message,
    })),
  };
}

/** Validates untrusted input as a CandidateProfile. */
export function parseProfile(input: unknown): ParseProfileResult {
  return parseWithSchema(CandidateProfileSchema, input);
}
