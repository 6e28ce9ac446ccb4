import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileArbitrary } from '../fixtures/arbitraries.ts';
import { HAND_WORKED_CASES } from '../fixtures/hand-worked.ts';
import { scoreProfile } from '../score-profile.ts';
import { QUESTION_BANK } from './question-bank.ts';
import { quizState } from './quiz-flow.ts';
import { answersToProfile, profileToAnswers } from './quiz-profile.ts';
import { fieldName, fromSubmission, toSubmission } from './submission.ts';

describe('answers and profiles', () => {
  it('round-trips answers → profile → answers, and keeps the score', () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        const answers = profileToAnswers(profile);
        expect(quizState(answers).isComplete).toBe(true);
        const parsed = answersToProfile(answers);
        if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
        expect(profileToAnswers(parsed.profile)).toEqual(answers);
        expect(scoreProfile(parsed.profile).grandtotal).toBe(scoreProfile(profile).grandtotal);
      }),
      { numRuns: 1000 },
    );
  });

  it.each(
    HAND_WORKED_CASES.filter((testCase) => !testCase.asOf).map(
      (testCase) => [testCase.name, testCase] as const,
    ),
  )('scores the quiz of "%s" as its profile', (_, testCase) => {
    const parsed = answersToProfile(profileToAnswers(testCase.profile));
    expect(parsed.success && scoreProfile(parsed.profile).grandtotal).toBe(testCase.expected[4]);
  });

  it('names the missing questions of an incomplete quiz', () => {
    expect(answersToProfile({ 1: 'F', 4: 'M' })).toEqual({
      success: false,
      errors: [{ field: 'education', code: 'required', message: 'is required' }],
    });
  });

  it('refuses a quiz that ended as not eligible', () => {
    expect(answersToProfile({ 1: 'F', 4: 'M', 5: 'E', 6: 'B', 8: 'B' })).toMatchObject({
      success: false,
      errors: [{ field: 'languageTestRecent', code: 'ineligible' }],
    });
  });

  it('turns the quiz into the spec submission and back', () => {
    const answers = profileToAnswers(HAND_WORKED_CASES[0]?.profile ?? ({} as never));
    const submission = toSubmission(answers);
    expect(submission[0]).toEqual({ name: 'crs_maritalStatus_1_101', questionId: 101, answerValue: 'F' });
    expect(fromSubmission(submission)).toEqual({ success: true, answers });
    expect(fromSubmission([{ name: 'x', questionId: 999, answerValue: 'A' }])).toMatchObject({
      success: false,
      errors: [{ field: '0.questionId', code: 'unknown_question' }],
    });
  });

  it('numbers the bank 1–32 with unique names and ids', () => {
    expect(QUESTION_BANK.map((question) => question.sortOrder)).toEqual(
      Array.from({ length: 32 }, (_, index) => index + 1),
    );
    expect(new Set(QUESTION_BANK.map((question) => question.questionName)).size).toBe(32);
    expect(new Set(QUESTION_BANK.map((question) => fieldName(question.sortOrder))).size).toBe(32);
    for (const question of QUESTION_BANK) {
      expect(question.title_VN.trim()).not.toBe('');
      expect(question.title_EN.trim()).not.toBe('');
      expect(Boolean(question.description_EN)).toBe(Boolean(question.description_VN));
      expect(Boolean(question.note_EN)).toBe(Boolean(question.note_VN));
      for (const option of question.answers) expect(option.title_VN.trim()).not.toBe('');
    }
  });
});
