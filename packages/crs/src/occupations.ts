/**
 * `@maplebridge/crs/occupations`: NOC 2021 unit groups with their Vietnamese titles, and job-title
 * search in Vietnamese and English. A separate entry point, so that pages which do not search never
 * load the titles and the 27,935 English example titles.
 */
export {
  findOccupations,
  getOccupation,
  isOccupationCode,
  type Occupation,
  type OccupationProgram,
} from './occupations/occupations.ts';
export {
  type OccupationMatch,
  type SearchLanguage,
  searchOccupations,
} from './occupations/search-occupations.ts';
