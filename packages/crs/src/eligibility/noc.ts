import { NOC_UNIT_GROUPS, type NocUnitGroup } from './data/noc-unit-groups.ts';

const BY_CODE = new Map(NOC_UNIT_GROUPS.map((group) => [group.code, group]));

export function isNocUnitGroup(code: string): boolean {
  return BY_CODE.has(code);
}

/** The unit group of a known code (profiles are validated against the same list). */
export function getNocUnitGroup(code: string): NocUnitGroup {
  const group = BY_CODE.get(code);
  if (!group) throw new RangeError(`${code} is not a NOC 2021 unit group`);
  return group;
}

/** A known code's TEER: its second digit (the data generator checks this for all 516 groups). */
export function teerOf(code: string): number {
  return code.charCodeAt(1) - 48;
}

/** The CRS's job-offer answer (profile.md) that an offer in this occupation is. */
export function jobOfferFor(code: string): 'teer0Major00' | 'teer0123' | 'teer45' {
  if (code.startsWith('00')) return 'teer0Major00';
  return teerOf(code) <= 3 ? 'teer0123' : 'teer45';
}
