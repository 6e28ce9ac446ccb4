import { z } from 'zod';
import { DRAW_CATEGORIES } from './constants.ts';
import { envelopeOf } from './envelope.ts';

export const DrawCategorySchema = z.enum(DRAW_CATEGORIES, { error: 'validation.drawCategoryInvalid' });
export type DrawCategory = z.infer<typeof DrawCategorySchema>;

export const DrawSchema = z.object({
  number: z.string().describe('IRCC round number, e.g. "437" or "91a".'),
  date: z.string().describe('YYYY-MM-DD.'),
  name: z.string().describe('The round type as IRCC names it.'),
  category: DrawCategorySchema,
  programs: z.string(),
  invitations: z.number().int(),
  lowestScore: z.number().int().describe('The CRS score of the lowest-ranked candidate invited.'),
  tieBreak: z.string().nullable(),
});
export type Draw = z.infer<typeof DrawSchema>;

const isoDate = z.iso.date({ error: 'validation.dateInvalid' });

export const DrawListQuerySchema = z.object({
  category: z
    .preprocess(
      (value) => (value === undefined || Array.isArray(value) ? value : [value]),
      z.array(DrawCategorySchema).max(DRAW_CATEGORIES.length),
    )
    .optional()
    .describe('Repeat for several categories.'),
  from: isoDate.optional().describe('Rounds on or after this date.'),
  to: isoDate.optional().describe('Rounds on or before this date.'),
  PageNumber: z.coerce.number().int().min(1, { error: 'validation.outOfRange' }).max(1000).default(1),
  PageSize: z.coerce.number().int().min(1, { error: 'validation.outOfRange' }).max(200).default(20),
});

export const DrawCutOffsQuerySchema = DrawListQuerySchema.pick({ category: true, from: true, to: true });

/** One round as a point of the rounds chart: only what the chart draws and names. */
export const DrawCutOffSchema = DrawSchema.pick({
  number: true,
  date: true,
  category: true,
  invitations: true,
  lowestScore: true,
});
export type DrawCutOff = z.infer<typeof DrawCutOffSchema>;

export const DrawCutOffsResponseSchema = envelopeOf(
  z.object({ items: z.array(DrawCutOffSchema).describe('Every matching round, oldest first.') }),
);

export const DrawPageResponseSchema = envelopeOf(
  z.object({
    items: z.array(DrawSchema),
    hasNextPage: z.boolean(),
    currentPage: z.number().int(),
    latestCutOff: DrawSchema.nullable().describe(
      'The most recent general or Canadian Experience Class round: its lowest score is `crsPoints`.',
    ),
  }),
);
