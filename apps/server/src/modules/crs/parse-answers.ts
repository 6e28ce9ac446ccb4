import type { SubmittedAnswerInput } from '@maplebridge/contracts';
import {
  answerOptions,
  answersToProfile,
  applyWorkDetails,
  type CandidateProfile,
  fromSubmission,
  keepVisibleAnswers,
  QUESTION_BANK,
  type QuizAnswers,
  type WorkDetails,
  workDecidedQuestions,
} from '@maplebridge/crs';
import { type EligibilityProfile, toEligibilityProfile } from '@maplebridge/crs/eligibility';
import { AppError } from '#errors.ts';

/**
 * The submitted answers, with those the work step decides put in by the server (`applyWorkDetails`),
 * as a profile, or a 400 naming every answer that is wrong: an unknown question, a letter the
 * question does not offer, or an answer to a question the others hide. `at` is where the request
 * holds the answers (`body`, `body.answers`), so that the 400 names the field as it was sent.
 */
export function parseAnswers(
  items: readonly SubmittedAnswerInput[],
  work: WorkDetails | null = null,
  at = 'body',
): { answers: QuizAnswers; profile: CandidateProfile } {
  const submitted = fromSubmission(items);
  if (!submitted.success)
    throw new AppError(
      'crs.invalidAnswers',
      'Some answers name no question of the quiz.',
      submitted.errors.map((error) => ({ ...error, field: `${at}.${error.field}` })),
    );
  const answers = applyWorkDetails(submitted.answers, work);
  // What was sent for a question the work step decides is replaced, never read.
  const decided = workDecidedQuestions(work);
  const kept = keepVisibleAnswers(answers);
  const wrong = items.flatMap((item, index) => {
    const question = QUESTION_BANK.find((candidate) => candidate.questionId === item.questionId);
    if (
      !question ||
      item.answerValue.trim() === '' ||
      decided.includes(question.sortOrder) ||
      kept[question.sortOrder] !== undefined
    )
      return [];
    const isOffered = answerOptions(question.sortOrder, answers).some(
      (option) => option.value === item.answerValue,
    );
    return [
      {
        field: `${at}.${index}.answerValue`,
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
      parsed.errors.map((error) => ({ ...error, field: `${at}.${error.field}` })),
    );
  }
  return { answers: kept, profile: parsed.profile };
}

/**
 * The quiz's profile and its work step (none: no work, no funds) as one EligibilityProfile, or a 400
 * naming the work field they disagree on (a family size too small for the marital status).
 */
export function joinWorkStep(
  profile: CandidateProfile,
  work: WorkDetails | null,
  workAt: string,
): EligibilityProfile {
  const joined = toEligibilityProfile(profile, work);
  if (!joined.success)
    throw new AppError(
      'request.invalid',
      'The work step does not fit the answers.',
      joined.errors.map((error) => ({ ...error, field: `${workAt}.${error.field}` })),
    );
  return joined.profile;
}
