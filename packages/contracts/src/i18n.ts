import { z } from 'zod';

export const LANGUAGES = ['vi', 'en'] as const;
export const DEFAULT_LANGUAGE = 'vi';

export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;
