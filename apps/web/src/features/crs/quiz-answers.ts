import { answerOptions, type QuizAnswers } from '@maplebridge/crs';

/**
 * The questions shown that still wait for an answer, in order: one counts as answered only with an
 * option it offers now, as the engine counts it (a score from another test is no answer).
 */
export function findUnanswered(visible: readonly number[], answers: QuizAnswers): number[] {
  return visible.filter((sortOrder) => {
    const value = answers[sortOrder];
    return value === undefined || !answerOptions(sortOrder, answers).some((option) => option.value === value);
  });
}
