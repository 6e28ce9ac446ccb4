import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;
