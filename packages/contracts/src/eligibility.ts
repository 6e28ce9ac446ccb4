import { z } from 'zod';
import { envelopeOf } from './envelope.ts';

/**
 * The answer of `POST /api/eligibility`: the output of shared/crs/eligibility.md. The request body is
 * the engine's own EligibilityProfile schema (`@maplebridge/crs/eligibility`), which the server uses.
 */
const reasons = z
  .array(z.string())
  .describe('A stable code for each minimum that fails, e.g. `fsw.funds` (the web translates them).');

export const ProgramAnswerSchema = z.object({ eligible: z.boolean(), reasons });

export const FswAnswerSchema = ProgramAnswerSchema.extend({
  points: z
    .object({
      language: z.number().int(),
      education: z.number().int(),
      experience: z.number().int(),
      age: z.number().int(),
      arrangedEmployment: z.number().int(),
      adaptability: z.number().int(),
      total: z.number().int().describe('0–100; the pass mark is 67.'),
    })
    .describe('The FSW selection grid, factor by factor.'),
  fundsRequiredCad: z
    .number()
    .int()
    .describe(
      'Settlement funds to show for the family size; 0 when exempt (authorized to work with an offer).',
    ),
});

export const EligibilityAnswerSchema = z.object({
  asOf: z.string().describe('YYYY-MM-DD: the rules of this day were applied.'),
  checkedOn: z
    .string()
    .describe(
      'YYYY-MM-DD: when the program minimums, funds and category lists applied were last checked against IRCC (the oldest of them).',
    ),
  programs: z.object({ fsw: FswAnswerSchema, cec: ProgramAnswerSchema, fst: ProgramAnswerSchema }),
  categories: z
    .array(ProgramAnswerSchema.extend({ id: z.string().describe('e.g. `2026-stem`.') }))
    .describe('The categories in force on `asOf`, each with its verdict.'),
});
export type EligibilityAnswerDto = z.infer<typeof EligibilityAnswerSchema>;

export const EligibilityQuerySchema = z.object({
  asOf: z.iso
    .date({ error: 'validation.dateInvalid' })
    .optional()
    .describe(
      'YYYY-MM-DD: answer under the rules in force that day (default today; none before 2025-02-27).',
    ),
});

export const EligibilityResponseSchema = envelopeOf(EligibilityAnswerSchema);

/**
 * The quiz's optional "Your work" step as the API answers it (a saved result's `work`): the fields
 * shared/crs/eligibility.md adds to a CandidateProfile. Requests are checked by the engine's own
 * `WorkDetailsSchema`, which also knows the NOC codes.
 */
export const WorkDetailsDtoSchema = z.object({
  experience: z.array(
    z.object({
      noc: z.string().describe('NOC 2021 unit group, 5 digits.'),
      inCanada: z.boolean(),
      months: z.number().describe('Full-time-equivalent months.'),
      endedMonthsAgo: z.number().int().describe('0 = still in this job.'),
      selfEmployed: z.boolean(),
      whileFullTimeStudent: z.boolean(),
    }),
  ),
  jobOfferNoc: z.string().nullable(),
  settlementFundsCad: z.number(),
  familySize: z.number().int().optional(),
  authorizedToWorkInCanada: z.boolean(),
  relativeInCanada: z.boolean(),
  spouseStudiedInCanada: z.boolean(),
  applicantStudiedInCanada: z.boolean(),
});
export type WorkDetailsDto = z.infer<typeof WorkDetailsDtoSchema>;
