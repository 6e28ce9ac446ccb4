/**
 * Skill transferability (rules.md §5). Every language condition uses the LOWEST of the four
 * abilities of the first official language; the second language never counts. A tier is 0 (no
 * points), 1 (the lower column) or 2 (the upper column), the index within a row of the
 * `CompiledRuleSet` tables.
 */

/** 1: CLB 7+ with one ability under 9 · 2: CLB 9+ in all four. */
export function languageTier(lowestFirstClb: number): number {
  return lowestFirstClb >= 9 ? 2 : lowestFirstClb >= 7 ? 1 : 0;
}

/** 1: one year · 2: two or more years of Canadian work. */
export function canadianWorkTier(canadianWorkYears: number): number {
  return canadianWorkYears >= 2 ? 2 : canadianWorkYears === 1 ? 1 : 0;
}

/** The row of foreign work: 0 … 3 or more years. */
export function foreignWorkRow(foreignWorkYears: number): number {
  return foreignWorkYears > 3 ? 3 : foreignWorkYears;
}

/** Certificate of qualification: 1 at CLB 5+ in all four (one under 7), 2 at CLB 7+ in all four. */
export function certificateTier(hasCertificate: boolean, lowestFirstClb: number): number {
  if (!hasCertificate || lowestFirstClb < 5) return 0;
  return lowestFirstClb >= 7 ? 2 : 1;
}
