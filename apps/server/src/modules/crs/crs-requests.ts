import { CalculateScoreRequestSchema, SaveCrsResultRequestSchema } from '@maplebridge/contracts';
import { WorkDetailsSchema } from '@maplebridge/crs/eligibility';
import { z } from 'zod';
import { oneOfShapes } from '#one-of-shapes.ts';

/**
 * The quiz's optional "Your work" step, checked by the engine's own schema (it knows the NOC codes).
 * Its jobs decide the work-year answers (questions 19, 20) and its offer the job-offer answers (22, 23).
 */
const WorkStepSchema = WorkDetailsSchema.meta({ id: 'WorkStep' })
  .nullable()
  .default(null)
  .describe(
    'The "Your work" step (shared/crs/eligibility.md: experience by NOC, jobOfferNoc, funds, family size, FSW adaptability), or null when skipped. The server derives the work-year answers (questions 19, 20) from its jobs and the job-offer answers (22, 23) from jobOfferNoc; what was sent for them is ignored.',
  );

/** The quiz answers beside the work step. */
export const AnswersWithWorkSchema = z
  .object({
    answers: CalculateScoreRequestSchema,
    work: WorkStepSchema,
  })
  .meta({ id: 'CrsAnswersWithWork' });

/** The spec's list of answers, or the answers with the work step. */
export const CalculateBodySchema = oneOfShapes(
  Array.isArray,
  CalculateScoreRequestSchema,
  AnswersWithWorkSchema,
).meta({ id: 'CalculateScoreBody' });
export type CalculateBody = z.infer<typeof CalculateBodySchema>;

export const SaveBodySchema = SaveCrsResultRequestSchema.extend({ work: WorkStepSchema }).meta({
  id: 'SaveCrsResultRequest',
});
export type SaveBody = z.infer<typeof SaveBodySchema>;
