import { type EligibilityProfile, EligibilityProfileSchema } from '@maplebridge/crs/eligibility';
import type { z } from 'zod';
import { oneOfShapes } from '#one-of-shapes.ts';
import { AnswersWithWorkSchema } from '../crs/crs-requests.ts';
import { joinWorkStep, parseAnswers } from '../crs/parse-answers.ts';

const hasAnswers = (input: unknown) => typeof input === 'object' && input !== null && 'answers' in input;

/** An EligibilityProfile, or the CRS quiz's answers with its "Your work" step (what the web has). */
export const EligibilityBodySchema = oneOfShapes(
  hasAnswers,
  AnswersWithWorkSchema,
  // Named as a copy: the engine's own schema is also the model tools' JSON schema, which a name changes.
  EligibilityProfileSchema.meta({ id: 'EligibilityProfile' }),
).meta({ id: 'EligibilityRequest' });

/** The body as one EligibilityProfile: as sent, or the quiz answers (the work's answers put in) joined with the work. */
export function readEligibilityProfile(body: z.infer<typeof EligibilityBodySchema>): EligibilityProfile {
  if (!('answers' in body)) return body;
  const { profile } = parseAnswers(body.answers, body.work, 'body.answers');
  return joinWorkStep(profile, body.work, 'body.work');
}
