import { z } from 'zod';
import { type ABILITIES, type LanguageTest, SCORE_SCALES } from './language/charts.ts';
import {
  CANADIAN_EDUCATION_LEVELS,
  crossFieldIssuesOf,
  EDUCATION_LEVELS,
  JOB_OFFERS,
  LANGUAGE_TESTS,
  MARITAL_STATUSES,
} from './profile-fields.ts';
import { readWellFormedProfile } from './read-profile.ts';

export {
  CANADIAN_EDUCATION_LEVELS,
  type CanadianEducation,
  EDUCATION_LEVELS,
  type Education,
  isWithSpouse,
  JOB_OFFERS,
  type JobOffer,
  LANGUAGE_TESTS,
  MARITAL_STATUSES,
  type MaritalStatus,
} from './profile-fields.ts';

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

/** The engine's input, exactly as shared/crs/profile.md defines it. */
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
    for (const { path, message } of crossFieldIssuesOf(profile))
      ctx.addIssue({ code: 'custom', path, message });
  });
export type CandidateProfile = z.infer<typeof CandidateProfileSchema>;

/** A profile's spouse fields for an applicant scored alone: single, and no spouse's factors. */
export const NO_SPOUSE = {
  maritalStatus: 'single',
  spouseCanadian: null,
  spouseAccompanying: null,
  spouseEducation: null,
  spouseCanadianWorkYears: null,
  spouseLanguage: null,
} as const satisfies Partial<CandidateProfile>;

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

/**
 * Validates untrusted input as a CandidateProfile. A well-formed profile is read by hand, as the
 * schema would read it; anything else goes to the schema, so errors are the schema's own (ADR 025).
 */
export function parseProfile(input: unknown): ParseProfileResult {
  const profile = readWellFormedProfile(input);
  return profile === undefined ? parseWithSchema(CandidateProfileSchema, input) : { success: true, profile };
}
