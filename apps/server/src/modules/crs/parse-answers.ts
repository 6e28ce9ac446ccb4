import type { SubmittedAnswerInput } from '@maplebridge/contracts';
import {
  answerOptions,
  answersToProfile,
  type CandidateProfile,
  fromSubmission,
  keepVisibleAnswers,
  QUESTION_BANK,
  type QuizAnswers,
} from '@maplebridge/crs';
import { AppError } from '#errors.ts';

/**
 * The submitted answers as a profile, or a 400 naming every answer that is wrong: an unknown
 * question, a letter the question does not offer, or an answer to a question the others hide.
 */
export function parseAnswers(items: readonly SubmittedAnswerInput[]): {
  answers: QuizAnswers;
  profile: CandidateProfile;
} {
  const submitted = fromSubmission(items);
  if (!submitted.success)
    throw new AppError(
      'crs.invalidAnswers',
      'Some answers name no question of the quiz.',
      submitted.errors.map((error) => ({ ...error, field: `body.${error.field}` })),
    );
  const answers = submitted.answers;
  const kept = keepVisibleAnswers(answers);
  const wrong = items.flatMap((item, index) => {
    const question = QUESTION_BANK.find((candidate) => candidate.questionId === item.questionId);
    if (!question || item.answerValue.trim() === '' || kept[question.sortOrder] !== undefined) return [];
    const isOffered = answerOptions(question.sortOrder, answers).some(
      (option) => option.value === item.answerValue,
    );
    return [
      {
        field: `body.${index}.answerValue`,
        code: isOffered ? 'hidden_question' : 'invalid_answer',
        message: isOffered
          ? `question ${question.sortOrder} (${question.questionName}) is not asked with these answers`
          : `"${item.answerValue}" is not an answer of question ${question.sortOrder} (${question.questionName})`,
      },
    ];
  });
  if (wrong.length) throw new AppError('crs.invalidAnswers', 'Some answers do not fit the questions.', wrong);

  const parsed = answersToProfile(kept);
  if (!parsed.success) {
    if (parsed.errors.some((error) => error.code === 'ineligible'))
      throw new AppError('crs.notEligible', 'Recent language test results are required for Express Entry.');
    throw new AppError(
      'crs.incomplete',
      'Some questions are not answered.',
      parsed.errors.map((error) => ({ ...error, field: `body.${error.field}` })),
    );
  }
  return { answers: kept, profile: parsed.profile };
}
