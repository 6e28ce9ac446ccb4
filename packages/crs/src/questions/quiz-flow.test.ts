import { describe, expect, it } from 'vitest';
import {
  answerOptions,
  answerQuestion,
  keepVisibleAnswers,
  type QuizAnswers,
  quizState,
} from './quiz-flow.ts';

/** Answers a list of [sortOrder, value] pairs in order, as a user would. */
function answer(...steps: Array<[number, string]>): QuizAnswers {
  return steps.reduce<QuizAnswers>(
    (answers, [sortOrder, value]) => answerQuestion(answers, sortOrder, value),
    {},
  );
}

const visibleOf = (answers: QuizAnswers) => quizState(answers).visible;
const SINGLE_TO_SCORES: Array<[number, string]> = [
  [1, 'F'],
  [4, 'M'],
  [5, 'E'],
  [6, 'B'],
  [8, 'A'],
  [9, 'B'],
  [10, 'G'],
  [11, 'G'],
  [12, 'G'],
  [13, 'G'],
];
const TO_SIBLING: Array<[number, string]> = [
  [14, 'F'],
  [19, 'B'],
  [20, 'D'],
  [21, 'B'],
  [22, 'B'],
  [24, 'B'],
  [25, 'B'],
];

describe('quizState', () => {
  it('shows only question 1 at first', () => {
    expect(quizState({})).toEqual({
      visible: [1],
      isIneligible: false,
      isComplete: false,
      isWithSpouse: false,
    });
  });

  it.each(['B', 'E'])('Q1 %s (common-law or married) shows Q2', (value) => {
    expect(visibleOf(answer([1, value]))).toEqual([1, 2]);
  });

  it.each(['A', 'C', 'D', 'F', 'G'])('Q1 %s shows Q4 and not Q2 or Q3', (value) => {
    expect(visibleOf(answer([1, value]))).toEqual([1, 4]);
  });

  it('Q2 A (spouse is Canadian) shows Q4 and hides Q3; B shows Q3', () => {
    expect(visibleOf(answer([1, 'E'], [2, 'A']))).toEqual([1, 2, 4]);
    expect(visibleOf(answer([1, 'E'], [2, 'B']))).toEqual([1, 2, 3]);
  });

  it('Q3 with any answer shows Q4; only A (coming) makes the spouse grid', () => {
    expect(quizState(answer([1, 'E'], [2, 'B'], [3, 'A']))).toMatchObject({
      visible: [1, 2, 3, 4],
      isWithSpouse: true,
    });
    expect(quizState(answer([1, 'E'], [2, 'B'], [3, 'B']))).toMatchObject({
      visible: [1, 2, 3, 4],
      isWithSpouse: false,
    });
  });

  it('Q4 shows Q5, Q5 shows Q6', () => {
    expect(visibleOf(answer([1, 'F'], [4, 'M']))).toEqual([1, 4, 5]);
    expect(visibleOf(answer([1, 'F'], [4, 'M'], [5, 'E']))).toEqual([1, 4, 5, 6]);
  });

  it('Q6 A shows Q7, then Q8; Q6 B shows Q8 and hides Q7', () => {
    const base: Array<[number, string]> = [
      [1, 'F'],
      [4, 'M'],
      [5, 'E'],
    ];
    expect(visibleOf(answer(...base, [6, 'A']))).toEqual([1, 4, 5, 6, 7]);
    expect(visibleOf(answer(...base, [6, 'A'], [7, 'B']))).toEqual([1, 4, 5, 6, 7, 8]);
    expect(visibleOf(answer(...base, [6, 'B']))).toEqual([1, 4, 5, 6, 8]);
    expect(answer(...base, [6, 'A'], [7, 'B'], [6, 'B'])[7]).toBeUndefined();
  });

  it('Q8 B ends the quiz as not eligible and clears what followed; A shows Q9', () => {
    const done = answer(...SINGLE_TO_SCORES, ...TO_SIBLING);
    const ineligible = answerQuestion(done, 8, 'B');
    expect(quizState(ineligible)).toEqual({
      visible: [1, 4, 5, 6, 8],
      isIneligible: true,
      isComplete: false,
      isWithSpouse: false,
    });
    expect(Object.keys(ineligible).map(Number)).toEqual([1, 4, 5, 6, 8]);
    expect(visibleOf(answer([1, 'F'], [4, 'M'], [5, 'E'], [6, 'B'], [8, 'A']))).toEqual([1, 4, 5, 6, 8, 9]);
  });

  it('Q9 shows the four first-language scores together, then Q14 once all four are answered', () => {
    const upToTest = SINGLE_TO_SCORES.slice(0, 6);
    expect(visibleOf(answer(...upToTest)).slice(-5)).toEqual([9, 10, 11, 12, 13]);
    expect(visibleOf(answer(...SINGLE_TO_SCORES.slice(0, 9))).at(-1)).toBe(13);
    expect(visibleOf(answer(...SINGLE_TO_SCORES)).at(-1)).toBe(14);
  });

  it('changing Q9 clears the first-language scores, Q14 and the second-language scores, but not later answers', () => {
    const done = answer(
      ...SINGLE_TO_SCORES,
      [14, 'D'],
      [15, 'F'],
      [16, 'F'],
      [17, 'F'],
      [18, 'F'],
      ...TO_SIBLING.slice(1),
    );
    expect(quizState(done).isComplete).toBe(true);
    const changed = answerQuestion(done, 9, 'A');
    for (const sortOrder of [10, 11, 12, 13, 14, 15, 16, 17, 18]) expect(changed[sortOrder]).toBeUndefined();
    expect(changed[19]).toBe('B');
    expect(answerQuestion(done, 9, 'B')).toEqual(done);
  });

  it('offers only tests of the other official language as the second test', () => {
    const english = answer(...SINGLE_TO_SCORES);
    expect(answerOptions(14, english).map((option) => option.value)).toEqual(['D', 'E', 'F']);
    const french = { ...english, 9: 'D' };
    expect(answerOptions(14, french).map((option) => option.value)).toEqual(['A', 'B', 'C', 'F']);
  });

  it('Q14 F (none) goes straight to Q19; a test, PTE Core included, shows its four scores first', () => {
    expect(visibleOf(answer(...SINGLE_TO_SCORES, [14, 'F'])).slice(-2)).toEqual([14, 19]);
    const frenchFirst = answer(
      ...SINGLE_TO_SCORES.slice(0, 5),
      [9, 'E'],
      [10, 'G'],
      [11, 'G'],
      [12, 'G'],
      [13, 'G'],
    );
    expect(visibleOf(answerQuestion(frenchFirst, 14, 'C')).slice(-5)).toEqual([14, 15, 16, 17, 18]);
  });

  it('Q19 → Q20 → Q21 → Q22; Q22 A shows Q23, B goes to Q24; Q24 shows Q25', () => {
    const upTo14 = answer(...SINGLE_TO_SCORES, [14, 'F']);
    expect(visibleOf(answerQuestion(upTo14, 19, 'A')).at(-1)).toBe(20);
    const to22 = answer(...SINGLE_TO_SCORES, [14, 'F'], [19, 'A'], [20, 'A'], [21, 'B']);
    expect(visibleOf(to22).at(-1)).toBe(22);
    expect(visibleOf(answerQuestion(to22, 22, 'A')).at(-1)).toBe(23);
    expect(visibleOf(answerQuestion(answerQuestion(to22, 22, 'A'), 23, 'A')).at(-1)).toBe(24);
    expect(visibleOf(answerQuestion(to22, 22, 'B')).slice(-2)).toEqual([22, 24]);
    expect(visibleOf(answer(...SINGLE_TO_SCORES, ...TO_SIBLING.slice(0, 6))).at(-1)).toBe(25);
  });

  it('ends at Q25 without an accompanying spouse', () => {
    expect(quizState(answer(...SINGLE_TO_SCORES, ...TO_SIBLING))).toMatchObject({ isComplete: true });
    expect(visibleOf(answer(...SINGLE_TO_SCORES, ...TO_SIBLING)).at(-1)).toBe(25);
  });

  it('with an accompanying spouse, Q25 shows Q26, Q27, Q28, and a spouse test shows its scores', () => {
    const spouse: Array<[number, string]> = [[1, 'E'], [2, 'B'], [3, 'A'], ...SINGLE_TO_SCORES.slice(1)];
    const to25 = answer(...spouse, ...TO_SIBLING);
    expect(quizState(to25)).toMatchObject({ isComplete: false, isWithSpouse: true });
    expect(visibleOf(to25).at(-1)).toBe(26);
    const to28 = answer(...spouse, ...TO_SIBLING, [26, 'E'], [27, 'A']);
    expect(visibleOf(to28).at(-1)).toBe(28);
    expect(quizState(answerQuestion(to28, 28, 'F'))).toMatchObject({ isComplete: true });
    const withTest = answerQuestion(to28, 28, 'B');
    expect(visibleOf(withTest).slice(-4)).toEqual([29, 30, 31, 32]);
    expect(quizState(withTest).isComplete).toBe(false);
    const scored = [29, 30, 31, 32].reduce(
      (answers, sortOrder) => answerQuestion(answers, sortOrder, 'E'),
      withTest,
    );
    expect(quizState(scored).isComplete).toBe(true);
    // Changing the spouse's test clears their scores.
    expect(answerQuestion(scored, 28, 'A')[29]).toBeUndefined();
  });

  it('hides and drops the spouse questions when the spouse is no longer coming', () => {
    const spouse: Array<[number, string]> = [[1, 'E'], [2, 'B'], [3, 'A'], ...SINGLE_TO_SCORES.slice(1)];
    const done = answer(...spouse, ...TO_SIBLING, [26, 'E'], [27, 'A'], [28, 'F']);
    const notComing = answerQuestion(done, 3, 'B');
    expect(notComing[26]).toBeUndefined();
    expect(quizState(notComing)).toMatchObject({ isComplete: true, isWithSpouse: false });
  });

  it('ignores answers that are not options of their question', () => {
    expect(keepVisibleAnswers({ 1: 'Z', 4: 'M', 5: 'Q' })).toEqual({ 4: 'M' });
    expect(quizState({ 1: 'F', 4: 'ZZ' }).visible).toEqual([1, 4]);
  });
});
