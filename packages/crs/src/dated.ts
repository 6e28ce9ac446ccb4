/** Rules that change on a date: a rule set, a category list, a funds table. */
export interface Dated {
  readonly effectiveFrom: string;
}

/** Throws unless `asOf` is a YYYY-MM-DD date (string comparison then orders dates). */
export function assertDate(asOf: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf))
    throw new RangeError(`asOf must be a YYYY-MM-DD date, got "${asOf}"`);
}

/** The entry of a newest-first list in force on `asOf`: the newest one effective on or before it. */
export function inForceOn<T extends Dated>(newestFirst: readonly T[], asOf: string): T | undefined {
  assertDate(asOf);
  return newestFirst.find((entry) => entry.effectiveFrom <= asOf);
}
