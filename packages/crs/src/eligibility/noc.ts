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

export { jobOfferFor, teerOf } from '../work/noc-code.ts';
