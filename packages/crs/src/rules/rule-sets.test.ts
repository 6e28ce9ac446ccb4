import { describe, expect, it } from 'vitest';
import { baseProfile } from '../fixtures/profiles.ts';
import { scoreProfile } from '../score-profile.ts';
import { CURRENT_RULE_SET, RULE_SETS } from './rule-sets.ts';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

describe('when each rule set was last checked against IRCC', () => {
  it.each(RULE_SETS.map((rules) => [rules.id, rules] as const))(
    '%s names a real day, on or after it came into force',
    (_id, rules) => {
      expect(isDay(rules.checkedOn)).toBe(true);
      expect(rules.checkedOn >= rules.effectiveFrom).toBe(true);
    },
  );

  it('dates the rules in force today by the check of rules.md §13 (2026-11-25)', () => {
    expect(CURRENT_RULE_SET).toMatchObject({ effectiveFrom: '2025-03-25', checkedOn: '2026-11-25' });
  });

  it('puts the check date in every score, under the rules of the day asked for', () => {
    expect(scoreProfile(baseProfile()).ruleSet.checkedOn).toBe(CURRENT_RULE_SET.checkedOn);
    const older = RULE_SETS.find((rules) => rules.id === '2020-10-20');
    expect(scoreProfile(baseProfile(), { asOf: '2021-01-01' }).ruleSet).toEqual({
      id: '2020-10-20',
      effectiveFrom: '2020-10-20',
      checkedOn: older?.checkedOn,
    });
  });
});
