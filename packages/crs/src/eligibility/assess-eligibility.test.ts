import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eligibilityInputArbitrary } from '../fixtures/eligibility-arbitraries.ts';
import { ELIGIBILITY_HAND_WORKED_CASES } from '../fixtures/eligibility-hand-worked.ts';
import { eligibilityProfile } from '../fixtures/eligibility-profiles.ts';
import { assessEligibility } from './assess-eligibility.ts';
import { parseEligibilityProfile } from './eligibility-profile.ts';
import { ELIGIBILITY_REASONS } from './reasons.ts';

describe('assessEligibility on hand-worked profiles', () => {
  it('has at least 30 of them', () => {
    expect(ELIGIBILITY_HAND_WORKED_CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ELIGIBILITY_HAND_WORKED_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    (_, testCase) => {
      const answer = assessEligibility(eligibilityProfile(testCase.profile), testCase.asOf);
      const [language, education, experience, age, arrangedEmployment, adaptability, total] =
        testCase.fswPoints;
      expect(answer.programs.fsw.points).toEqual({
        language,
        education,
        experience,
        age,
        arrangedEmployment,
        adaptability,
        total,
      });
      expect(answer.programs.fsw.reasons).toEqual(testCase.fsw);
      expect(answer.programs.cec.reasons).toEqual(testCase.cec);
      expect(answer.programs.fst.reasons).toEqual(testCase.fst);
      expect(
        answer.categories.filter((category) => category.eligible).map((category) => category.id),
      ).toEqual(testCase.categories);
    },
  );
});

describe('assessEligibility dates its data', () => {
  it('says beside asOf when the rules it applied were last checked against IRCC', () => {
    const [first] = ELIGIBILITY_HAND_WORKED_CASES;
    if (!first) throw new Error('no hand-worked case');
    const answer = assessEligibility(eligibilityProfile(first.profile), '2026-11-27');
    expect(answer).toMatchObject({ asOf: '2026-11-27', checkedOn: '2026-11-25' });
  });
});

describe('assessEligibility on any valid profile', () => {
  const answers = fc.sample(eligibilityInputArbitrary, { numRuns: 500, seed: 19 }).map((input) => {
    const parsed = parseEligibilityProfile(input);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
    return assessEligibility(parsed.profile, '2026-11-25');
  });
  const verdicts = (answer: (typeof answers)[number]) => [
    answer.programs.fsw,
    answer.programs.cec,
    answer.programs.fst,
    ...answer.categories,
  ];

  it('is eligible exactly when no reason is given, and gives only listed codes', () => {
    for (const answer of answers) {
      for (const verdict of verdicts(answer)) {
        expect(verdict.eligible).toBe(verdict.reasons.length === 0);
        for (const reason of verdict.reasons) expect(ELIGIBILITY_REASONS).toHaveProperty([reason]);
      }
    }
  });

  it('adds the FSW grid up to its total, within each factor’s maximum', () => {
    for (const { programs } of answers) {
      const { language, education, experience, age, arrangedEmployment, adaptability, total } =
        programs.fsw.points;
      expect(language + education + experience + age + arrangedEmployment + adaptability).toBe(total);
      expect([
        language <= 28,
        education <= 25,
        experience <= 15,
        age <= 12,
        arrangedEmployment <= 10,
      ]).toEqual([true, true, true, true, true]);
      expect(adaptability).toBeLessThanOrEqual(10);
    }
  });

  it('marks every category notInPool exactly when no program is open', () => {
    for (const answer of answers) {
      const isInPool =
        answer.programs.fsw.eligible || answer.programs.cec.eligible || answer.programs.fst.eligible;
      for (const category of answer.categories) {
        expect(category.reasons.includes('category.notInPool')).toBe(!isInPool);
      }
    }
  });

  it('answers the keys of eligibility.md, and beside asOf only the check date of issue 22', () => {
    const [answer] = answers;
    expect(Object.keys(answer ?? {})).toEqual(['asOf', 'checkedOn', 'programs', 'categories']);
    expect(Object.keys(answer?.programs.fsw ?? {})).toEqual([
      'eligible',
      'points',
      'fundsRequiredCad',
      'reasons',
    ]);
    expect(Object.keys(answer?.programs.cec ?? {})).toEqual(['eligible', 'reasons']);
    expect(Object.keys(answer?.categories[0] ?? {})).toEqual(['id', 'eligible', 'reasons']);
  });
});
