import { eligibilityRulesFor } from '../eligibility/eligibility-rules.ts';
import { isFstTrade } from '../eligibility/fst.ts';
import { teerOf } from '../eligibility/noc.ts';
import { type SearchLanguage, searchOccupations } from './search-occupations.ts';
import titlesVi from './titles-vi.json' with { type: 'json' };

export type OccupationProgram = 'fsw' | 'cec' | 'fst';

/** A NOC 2021 unit group as the API and the picker show it. */
export interface Occupation {
  code: string;
  titleVi: string;
  titleEn: string;
  teer: number;
  /** Programs whose work experience this occupation can count for (its TEER; FST's trade groups). */
  programs: OccupationProgram[];
  /** Ids of the categories in force on the date whose lists hold this occupation. */
  categories: string[];
}

const TITLES = new Map(titlesVi.map((title) => [title.code, title]));

export function isOccupationCode(code: string): boolean {
  return TITLES.has(code);
}

/** The occupation of a known code, with the categories in force on `asOf` (YYYY-MM-DD). */
export function getOccupation(code: string, asOf: string): Occupation {
  const title = TITLES.get(code);
  if (!title) throw new RangeError(`${code} is not a NOC 2021 unit group`);
  const teer = teerOf(code);
  const programs: OccupationProgram[] = teer <= 3 ? ['fsw', 'cec'] : [];
  if (isFstTrade(code)) programs.push('fst');
  const categories = eligibilityRulesFor(asOf)
    .categories.filter((category) => category.nocCodes.has(code))
    .map((category) => category.id);
  return { code, titleVi: title.titleVi, titleEn: title.titleEn, teer, programs, categories };
}

/** Occupations for a typed job title, best match first (searchOccupations), described on `asOf`. */
export function findOccupations(
  query: string,
  { language, asOf, limit }: { language: SearchLanguage; asOf: string; limit: number },
): Occupation[] {
  return searchOccupations(query, { language, limit }).map((match) => getOccupation(match.code, asOf));
}
