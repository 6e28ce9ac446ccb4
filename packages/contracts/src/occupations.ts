import { z } from 'zod';
import { envelopeOf, integerIn } from './envelope.ts';

export const OCCUPATION_PROGRAMS = ['fsw', 'cec', 'fst'] as const;
export const SEARCH_LANGUAGES = ['vi', 'en'] as const;

export const NocCodeSchema = z
  .string()
  .regex(/^\d{5}$/, { error: 'validation.nocCodeInvalid' })
  .describe('A NOC 2021 unit group: 5 digits, e.g. 21231.');

const isoDate = z.iso.date({ error: 'validation.dateInvalid' });

/** A NOC 2021 unit group as the occupation picker shows it. */
export const OccupationSchema = z.object({
  code: z.string().describe('NOC 2021 unit group, 5 digits.'),
  titleVi: z.string().describe('Vietnamese title, written for Vietnamese readers.'),
  titleEn: z.string().describe('The official English title (Statistics Canada).'),
  teer: z.number().int().min(0).max(5).describe('TEER category: the second digit of the code.'),
  programs: z
    .array(z.enum(OCCUPATION_PROGRAMS))
    .describe(
      'Programs whose work experience this occupation can count for (TEER 0–3: FSW, CEC; FST trades).',
    ),
  categories: z
    .array(z.string())
    .describe('Ids of the category lists in force on `asOf` that hold this occupation, e.g. `2026-stem`.'),
});
export type Occupation = z.infer<typeof OccupationSchema>;

export const OccupationSearchQuerySchema = z.object({
  q: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.tooLong' })
    .describe('A job title in Vietnamese (with or without diacritics) or English, e.g. "thợ hàn", "welder".'),
  language: z
    .enum(SEARCH_LANGUAGES, { error: 'validation.outOfRange' })
    .default('vi')
    .describe('The language the person reads: names in it are preferred when matches are equal.'),
  limit: integerIn(1, 50, 10).describe('At most this many occupations (1–50, default 10).'),
  asOf: isoDate.optional().describe('YYYY-MM-DD: the categories in force that day (default today).'),
});
export type OccupationSearchQuery = z.input<typeof OccupationSearchQuerySchema>;

export const OccupationCodeParamsSchema = z.object({ code: NocCodeSchema });

export const OccupationQuerySchema = z.object({
  asOf: isoDate.optional().describe('YYYY-MM-DD: the categories in force that day (default today).'),
});

export const OccupationListResponseSchema = envelopeOf(
  z.object({ items: z.array(OccupationSchema).describe('Best match first.') }),
);
export const OccupationResponseSchema = envelopeOf(OccupationSchema);
