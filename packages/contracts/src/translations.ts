import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { LanguageSchema } from './i18n.ts';

export const TranslationsParamsSchema = z.object({
  lng: z.string().describe('`vi` or `en`; any other value answers 404.'),
});

export const TranslationsQuerySchema = z.object({
  ns: z
    .string()
    .regex(/^[a-z][a-zA-Z-]*$/)
    .optional()
    .describe('One namespace (a locale file name such as `common`); all namespaces when absent.'),
});

/** Nested text objects keyed by namespace, then by key segment. */
export type TranslationTree = { [key: string]: string | TranslationTree };
export const TranslationTreeSchema: z.ZodType<TranslationTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), TranslationTreeSchema])),
);

export const TranslationsSchema = z.object({
  language: LanguageSchema,
  resources: TranslationTreeSchema,
});

export const TranslationsResponseSchema = envelopeOf(TranslationsSchema);
