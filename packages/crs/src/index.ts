export {
  ABILITIES,
  type Ability,
  isFrenchTest,
  LANGUAGE_CHARTS,
  type LanguageTest,
  SCORE_SCALES,
} from './language/charts.ts';
export { BELOW_CLB_4, toClb } from './language/to-clb.ts';
export * from './profile.ts';
export type { RuleSet, RuleSetRef } from './rules/rule-set.ts';
export { CURRENT_RULE_SET, RULE_SETS, ruleSetFor } from './rules/rule-sets.ts';
export { type CrsLine, type CrsScore, type FactorCode, scoreProfile } from './score-profile.ts';

/** The most points a CRS profile can have. */
export const CRS_MAX_SCORE = 1200;
export {
  certificateFor,
  LANGUAGE_CERTIFICATES,
  type LanguageCertificate,
  type ScoreOption,
} from './questions/language-certificates.ts';
export {
  type AnswerOption,
  type CrsQuestion,
  QUESTION_BANK,
  type QuestionType,
} from './questions/question-bank.ts';
export {
  answerOptions,
  answerQuestion,
  keepVisibleAnswers,
  type QuizAnswers,
  type QuizState,
  quizState,
} from './questions/quiz-flow.ts';
export { answersToProfile, profileToAnswers } from './questions/quiz-profile.ts';
export { fieldName, fromSubmission, type SubmittedAnswer, toSubmission } from './questions/submission.ts';
export {
  type EligibilityVerdicts,
  type InvitationVerdict,
  invitationVerdict,
  ROUND_KINDS,
  type RoundAccess,
  type RoundAccessStatus,
  type RoundCutOff,
  type RoundKind,
  roundAccessFor,
} from './rounds/round-access.ts';
export {
  type Advice,
  type AgeWarning,
  type Suggestion,
  type SuggestionCode,
  suggestImprovements,
} from './suggestions.ts';
export { jobOfferFor, teerOf } from './work/noc-code.ts';
export {
  applyWorkDetails,
  crsWorkYears,
  type Job,
  type WorkDetails,
  workDecidedQuestions,
} from './work/work-details.ts';
