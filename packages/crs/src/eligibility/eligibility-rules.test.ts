import { describe, expect, it } from 'vitest';
import { CATEGORY_RULES } from './category-rules.ts';
import { CATEGORY_LISTS } from './data/category-lists.ts';
import { NOC_UNIT_GROUPS } from './data/noc-unit-groups.ts';
import { EARLIEST_ELIGIBILITY_DATE, eligibilityRulesFor, fundsRequiredCad } from './eligibility-rules.ts';

const idsOn = (asOf: string) => eligibilityRulesFor(asOf).categories.map((category) => category.id);
const listOf = (id: string) => CATEGORY_LISTS.find((list) => list.id === id)?.nocCodes;

describe('settlement funds by family size and date', () => {
  it.each([
    [1, 15_263, 14_690],
    [2, 19_001, 18_288],
    [3, 23_360, 22_483],
    [4, 28_362, 27_297],
    [5, 32_168, 30_690],
    [6, 36_280, 34_917],
    [7, 40_392, 38_875],
    [8, 44_504, 42_833],
    [10, 52_728, 50_749],
  ])('a family of %i needs %i from 2025-07-07, %i before', (size, current, previous) => {
    expect(fundsRequiredCad(eligibilityRulesFor('2025-07-07').funds, size)).toBe(current);
    expect(fundsRequiredCad(eligibilityRulesFor('2026-11-25').funds, size)).toBe(current);
    expect(fundsRequiredCad(eligibilityRulesFor('2025-07-06').funds, size)).toBe(previous);
    expect(fundsRequiredCad(eligibilityRulesFor('2025-02-27').funds, size)).toBe(previous);
  });
});

describe('categories in force', () => {
  const ids2025 = [
    '2025-french-language-proficiency',
    '2025-healthcare-social-services',
    '2025-stem',
    '2025-trades',
    '2025-education',
    '2025-agriculture-agri-food',
  ];
  const ids2026 = [
    '2026-french-language-proficiency',
    '2026-healthcare-social-services',
    '2026-stem',
    '2026-trades',
    '2026-education',
    '2026-transport',
    '2026-physicians-canadian-experience',
    '2026-researchers-canadian-experience',
    '2026-senior-managers-canadian-experience',
    '2026-skilled-military-recruits',
  ];

  it('has no rules before the 2025 lists', () => {
    expect(EARLIEST_ELIGIBILITY_DATE).toBe('2025-02-27');
    expect(() => eligibilityRulesFor('2025-02-26')).toThrow('No eligibility rules before 2025-02-27');
    expect(() => eligibilityRulesFor('25-11-2026')).toThrow('YYYY-MM-DD');
  });

  it('answers 2025’s six lists from 2025-02-27, with the physicians from 2025-12-08', () => {
    expect(idsOn('2025-02-27')).toEqual(ids2025);
    expect(idsOn('2025-12-07')).toEqual(ids2025);
    expect(idsOn('2025-12-08')).toEqual([...ids2025, '2025-physicians-canadian-experience']);
    expect(idsOn('2026-02-17')).toEqual([...ids2025, '2025-physicians-canadian-experience']);
  });

  it('switches to 2026’s ten lists on their effectiveFrom, 2026-02-18', () => {
    expect(idsOn('2026-02-18')).toEqual(ids2026);
    expect(idsOn('2026-11-25')).toEqual(ids2026);
  });

  it('judges 2025’s occupation lists by 6 months in a row, 2026’s by 12 months that add up', () => {
    const rule = (asOf: string, id: string) =>
      eligibilityRulesFor(asOf).categories.find((category) => category.id === id)?.rule;
    expect(rule('2025-06-01', '2025-stem')).toEqual({
      kind: 'occupations',
      work: { months: 6, windowMonths: 36 },
      isContinuous: true,
      isCanadaOnly: false,
    });
    expect(rule('2026-06-01', '2026-stem')).toEqual({
      kind: 'occupations',
      work: { months: 12, windowMonths: 36 },
      isContinuous: false,
      isCanadaOnly: false,
    });
    expect(rule('2026-06-01', '2026-physicians-canadian-experience')).toMatchObject({ isCanadaOnly: true });
  });

  it('has a rule for every category of the data, and no rule for a category it does not hold', () => {
    expect(Object.keys(CATEGORY_RULES).sort()).toEqual(CATEGORY_LISTS.map((list) => list.id).sort());
  });
});

describe('the category lists by year', () => {
  it.each([
    ['2025-french-language-proficiency', 0],
    ['2025-healthcare-social-services', 37],
    ['2025-stem', 11],
    ['2025-trades', 25],
    ['2025-education', 5],
    ['2025-agriculture-agri-food', 1],
    ['2025-physicians-canadian-experience', 3],
    ['2026-french-language-proficiency', 0],
    ['2026-healthcare-social-services', 37],
    ['2026-stem', 11],
    ['2026-trades', 25],
    ['2026-education', 5],
    ['2026-transport', 4],
    ['2026-physicians-canadian-experience', 3],
    ['2026-researchers-canadian-experience', 2],
    ['2026-senior-managers-canadian-experience', 4],
    ['2026-skilled-military-recruits', 3],
  ])('%s lists %i occupations', (id, count) => {
    expect(listOf(id)).toHaveLength(count);
  });

  it('moves Cooks out of the trades and Butchers in for 2026', () => {
    expect(listOf('2025-trades')).toContain('63200');
    expect(listOf('2025-trades')).not.toContain('63201');
    expect(listOf('2026-trades')).toContain('63201');
    expect(listOf('2026-trades')).not.toContain('63200');
    expect(listOf('2025-agriculture-agri-food')).toEqual(['63201']);
  });

  it('keeps the healthcare, STEM and education lists of 2025 in 2026', () => {
    for (const slug of ['healthcare-social-services', 'stem', 'education']) {
      expect(listOf(`2026-${slug}`)).toEqual(listOf(`2025-${slug}`));
    }
  });

  it('names the new 2026 lists', () => {
    expect(listOf('2026-transport')).toEqual(['22313', '72404', '72410', '72600']);
    expect(listOf('2026-researchers-canadian-experience')).toEqual(['41200', '41201']);
    expect(listOf('2026-senior-managers-canadian-experience')).toEqual(['00012', '00013', '00014', '00015']);
    expect(listOf('2026-skilled-military-recruits')).toEqual(['40042', '42102', '43204']);
  });

  it('uses only NOC 2021 unit groups, all 516 of them with the TEER of their second digit', () => {
    const codes = new Set(NOC_UNIT_GROUPS.map((group) => group.code));
    expect(codes.size).toBe(516);
    expect(NOC_UNIT_GROUPS.every((group) => group.teer === Number(group.code[1]))).toBe(true);
    expect(CATEGORY_LISTS.flatMap((list) => list.nocCodes).every((code) => codes.has(code))).toBe(true);
  });
});

describe('when the eligibility data was last checked against IRCC', () => {
  const days = ['2025-02-27', '2025-07-07', '2025-12-08', '2026-02-18', '2026-11-25'];

  it.each(days)(
    'on %s, the rules say the oldest check of the program minimums, funds and categories',
    (day) => {
      const rules = eligibilityRulesFor(day);
      const parts = [
        rules.programs.checkedOn,
        rules.funds.checkedOn,
        ...rules.categories.map((c) => c.checkedOn),
      ];
      expect(parts.every((part) => /^\d{4}-\d{2}-\d{2}$/.test(part))).toBe(true);
      expect(rules.checkedOn).toBe([...parts].sort()[0]);
    },
  );

  it('carries each generated list’s source date: the data retrieved on 2026-11-25', () => {
    expect(new Set(CATEGORY_LISTS.map((list) => list.checkedOn))).toEqual(new Set(['2026-11-25']));
    expect(eligibilityRulesFor('2026-11-25').checkedOn).toBe('2026-11-25');
  });
});
