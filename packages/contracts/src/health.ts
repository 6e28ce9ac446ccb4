import { z } from 'zod';
import { envelopeOf } from './envelope.ts';

export const HealthSchema = z.object({
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().nonnegative(),
});
export type Health = z.infer<typeof HealthSchema>;

export const HealthResponseSchema = envelopeOf(HealthSchema);
