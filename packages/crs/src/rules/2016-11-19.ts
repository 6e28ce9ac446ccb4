import type { RuleSet } from './rule-set.ts';

/**
 * The CRS grid from 2016-11-19: job offers 200 (NOC 00) / 50, Canadian study 15/30 introduced.
 * Source: IRCC CRS criteria and the official tool's script (shared/crs/rules.md §3–§7).
 */
export const RULES_2016_11_19: RuleSet = {
  id: '2016-11-19',
  effectiveFrom: '2016-11-19',
  checkedOn: '2026-11-25',
  age: {
    withSpouse: [
      0, 90, 95, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50, 45,
      35, 25, 15, 5, 0,
    ],
    withoutSpouse: [
      0, 99, 105, 110, 110, 110, 110, 110, 110, 110, 110, 110, 110, 105, 99, 94, 88, 83, 77, 72, 66, 61, 55,
      50, 39, 28, 17, 6, 0,
    ],
  },
  education: {
    lessThanSecondary: { withSpouse: 0, withoutSpouse: 0, spouse: 0 },
    secondary: { withSpouse: 28, withoutSpouse: 30, spouse: 2 },
    oneYear: { withSpouse: 84, withoutSpouse: 90, spouse: 6 },
    twoYear: { withSpouse: 91, withoutSpouse: 98, spouse: 7 },
    bachelors: { withSpouse: 112, withoutSpouse: 120, spouse: 8 },
    twoOrMore: { withSpouse: 119, withoutSpouse: 128, spouse: 9 },
    masters: { withSpouse: 126, withoutSpouse: 135, spouse: 10 },
    doctoral: { withSpouse: 140, withoutSpouse: 150, spouse: 10 },
  },
  //                CLB:  3  4  5  6   7   8   9  10
  firstLanguage: {
    withSpouse: [0, 6, 6, 8, 16, 22, 29, 32],
    withoutSpouse: [0, 6, 6, 9, 17, 23, 31, 34],
  },
  secondLanguage: { perAbility: [0, 0, 1, 1, 3, 3, 6, 6], max: { withSpouse: 22, withoutSpouse: 24 } },
  spouseLanguage: [0, 0, 1, 1, 3, 3, 5, 5],
  //        years: 0   1   2   3   4   5+
  canadianWork: {
    withSpouse: [0, 35, 46, 56, 63, 70],
    withoutSpouse: [0, 40, 53, 64, 72, 80],
    spouse: [0, 5, 7, 8, 9, 10],
  },
  transferability: {
    education: { oneYearOrLonger: [13, 25], twoOrMoreOrGraduate: [25, 50] },
    foreignWork: { oneOrTwoYears: [13, 25], threeOrMoreYears: [25, 50] },
    certificate: [25, 50],
    groupMax: 50,
    max: 100,
  },
  additional: {
    nomination: 600,
    jobOffer: { none: 0, teer0Major00: 200, teer0123: 50, teer45: 0 },
    canadianStudy: { none: 0, secondaryOrLess: 0, oneOrTwoYear: 15, threeYearOrMore: 30 },
    sibling: 0,
    frenchBonus: { withoutEnglish: 0, withEnglish: 0 },
    max: 600,
  },
  max: { core: { withSpouse: 460, withoutSpouse: 500 }, spouse: 40, total: 1200 },
};
