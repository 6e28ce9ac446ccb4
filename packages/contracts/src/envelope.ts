import { z } from 'zod';

/** Every API answer has this shape; `status` always equals the HTTP status code. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int().describe('Same as the HTTP status code; 200 means success.'),
    message: z.string().describe('A human-readable summary, in English.'),
    data,
    actionName: z.string().nullable().describe('The operation that answered, e.g. `health.check`.'),
  });
}

export type Envelope<T> = {
  status: number;
  message: string;
  data: T;
  actionName: string | null;
};

/** A whole number from a query string, within bounds, with a default. */
export const integerIn = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: 'validation.numberInvalid' })
    .int({ error: 'validation.numberInvalid' })
    .min(min, { error: 'validation.outOfRange' })
    .max(max, { error: 'validation.outOfRange' })
    .default(fallback);
