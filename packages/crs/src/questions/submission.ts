import { QUESTION_BANK } from './question-bank.ts';
import { keepVisibleAnswers, type QuizAnswers } from './quiz-flow.ts';

// Apart from quiz-profile.ts: the result page sends a submission without the profile's schema (zod).

/** The spec's form field name: prefix, question name, sort order and question id. */
export function fieldName(sortOrder: number): string {
  const question = QUESTION_BANK[sortOrder - 1];
  return question ? `crs_${question.questionName}_${question.sortOrder}_${question.questionId}` : '';
}

export interface SubmittedAnswer {
  name: string;
  questionId: number;
  answerValue: string;
}

/** The spec's calculation request: one `{name, questionId, answerValue}` per answered question. */
export function toSubmission(answers: QuizAnswers): SubmittedAnswer[] {
  return Object.entries(keepVisibleAnswers(answers)).map(([sortOrder, answerValue]) => ({
    name: fieldName(Number(sortOrder)),
    questionId: QUESTION_BANK[Number(sortOrder) - 1]?.questionId as number,
    answerValue: answerValue as string,
  }));
}

/** A submission back to answers; unknown question ids and empty answers are errors naming the item. */
export function fromSubmission(
  items: readonly SubmittedAnswer[],
):
  | { success: true; answers: QuizAnswers }
  | { success: false; errors: Array<{ field: string; code: string; message: string }> } {
  const answers: Partial<Record<number, string>> = {};
  const errors: Array<{ field: string; code: string; message: string }> = [];
  items.forEach((item, index) => {
    const question = QUESTION_BANK.find((candidate) => candidate.questionId === item.questionId);
    if (!question)
      errors.push({
        field: `${index}.questionId`,
        code: 'unknown_question',
        message: `no question has id ${item.questionId}`,
      });
    else if (item.answerValue.trim() !== '') answers[question.sortOrder] = item.answerValue;
  });
  return errors.length > 0 ? { success: false, errors } : { success: true, answers };
}
