import { DRAW_CATEGORIES, type DrawCategory } from '@maplebridge/contracts';

/** IRCC's round names vary by year ("French language proficiency (Version 1)", "French-Language proficiency 2026-Version 2"). */
const PATTERNS: Array<[RegExp, DrawCategory]> = [
  [/no program specified|^general/i, 'general'],
  [/canadian experience class/i, 'cec'],
  [/provincial nominee/i, 'pnp'],
  [/federal skilled worker/i, 'fsw'],
  [/federal skilled trades|trades? occupations/i, 'trades'],
  [/french/i, 'french'],
  [/health/i, 'healthcare'],
  [/stem/i, 'stem'],
  [/transport/i, 'transport'],
  [/agriculture/i, 'agriculture'],
  [/education/i, 'education'],
  [/physicians/i, 'physicians'],
  [/researchers/i, 'researchers'],
  [/senior managers/i, 'seniorManagers'],
  [/military/i, 'military'],
];

export function categoryOf(name: string): DrawCategory {
  return PATTERNS.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';
}

/** The rounds whose cut-off is the spec's `crsPoints`: general rounds and the Canadian Experience Class. */
export const CUT_OFF_CATEGORIES: DrawCategory[] = ['general', 'cec'];

export const isDrawCategory = (value: string): value is DrawCategory =>
  (DRAW_CATEGORIES as readonly string[]).includes(value);
