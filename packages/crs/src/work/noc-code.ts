/**
 * What a NOC 2021 code says by itself, without the list of unit groups: pages that only need these
 * (the quiz) do not load the NOC data.
 */

/** A code's TEER: its second digit (the data generator checks this for all 516 groups). */
export function teerOf(code: string): number {
  return code.charCodeAt(1) - 48;
}

/** The CRS's job-offer answer (profile.md) that an offer in this occupation is. */
export function jobOfferFor(code: string): 'teer0Major00' | 'teer0123' | 'teer45' {
  if (code.startsWith('00')) return 'teer0Major00';
  return teerOf(code) <= 3 ? 'teer0123' : 'teer45';
}
