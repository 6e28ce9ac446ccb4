import type { LanguageTest } from '../language/charts.ts';
import { certificateFor } from './language-certificates.ts';
import { type AnswerOption, QUESTION_BANK } from './question-bank.ts';

/** The quiz's answers by sortOrder (1–32), each an option value such as 'A'. */
export type QuizAnswers = Readonly<Partial<Record<number, string>>>;

export const TEST_BY_LETTER: Readonly<Record<string, LanguageTest>> = {
  A: 'CELPIP-G',
  B: 'IELTS',
  C: 'PTE Core',
  D: 'TEF Canada',
  E: 'TCF Canada',
};
export const NO_TEST = 'F';

const FRENCH_LETTERS = new Set(['D', 'E']);

/** sortOrders of the three score blocks: speaking, listening, reading, writing. */
export const SCORE_BLOCKS = {
  first: [10, 11, 12, 13],
  second: [15, 16, 17, 18],
  spouse: [29, 30, 31, 32],
} as const;

/** The options a question offers given the other answers; score questions offer their test's ranges. */
export function answerOptions(sortOrder: number, answers: QuizAnswers): AnswerOption[] {
  const question = QUESTION_BANK[sortOrder - 1];
  if (!question) return [];
  if (sortOrder === 14) {
    // The second language must be the other official language (the official tool; rules.md §9).
    const first = answers[9];
    if (first === undefined || !(first in TEST_BY_LETTER)) return [];
    const isFirstFrench = FRENCH_LETTERS.has(first);
    return question.answers.filter(
      (option) => option.value === NO_TEST || FRENCH_LETTERS.has(option.value) !== isFirstFrench,
    );
  }
  if (question.typeQuestion !== 'language-score') return question.answers;
  const testQuestion = sortOrder <= 13 ? 9 : sortOrder <= 18 ? 14 : 28;
  const test = TEST_BY_LETTER[answers[testQuestion] ?? ''];
  if (!test) return [];
  const ability =
    (['speaking', 'listening', 'reading', 'writing'] as const)[(sortOrder - (testQuestion + 1)) % 4] ??
    'speaking';
  return certificateFor(test)[ability].map((option) => ({
    value: option.value,
    title_EN: option.label,
    title_VN: option.label,
  }));
}

function isAnswered(sortOrder: number, answers: QuizAnswers): boolean {
  const value = answers[sortOrder];
  return value !== undefined && answerOptions(sortOrder, answers).some((option) => option.value === value);
}

export interface QuizState {
  /** sortOrders of the questions to show, in order. */
  visible: number[];
  /** Q8 "No": without recent test results the applicant does not qualify; the quiz stops there. */
  isIneligible: boolean;
  /** Every question the answers lead to has a valid answer, and the applicant is not ineligible. */
  isComplete: boolean;
  /** The "with spouse" grid applies: married or common-law, spouse not Canadian, and coming. */
  isWithSpouse: boolean;
}

/** The quiz in display units: a score block's four questions show together. */
const UNITS: readonly (readonly number[])[] = [
  [1],
  [2],
  [3],
  [4],
  [5],
  [6],
  [7],
  [8],
  [9],
  SCORE_BLOCKS.first,
  [14],
  SCORE_BLOCKS.second,
  [19],
  [20],
  [21],
  [22],
  [23],
  [24],
  [25],
  [26],
  [27],
  [28],
  SCORE_BLOCKS.spouse,
];

function isWithSpouseAnswers(answers: QuizAnswers): boolean {
  return (answers[1] === 'B' || answers[1] === 'E') && answers[2] === 'B' && answers[3] === 'A';
}

/**
 * Whether the branch answers lead to a question (spec section 4, corrected by the official tool:
 * PTE Core as a second language has scores, and the second test is of the other language).
 */
function isReachable(sortOrder: number, answers: QuizAnswers): boolean {
  if (sortOrder >= 9 && answers[8] === 'B') return false;
  switch (sortOrder) {
    case 2:
      return answers[1] === 'B' || answers[1] === 'E';
    case 3:
      return isReachable(2, answers) && answers[2] === 'B';
    case 7:
      return answers[6] === 'A';
    case 15:
    case 16:
    case 17:
    case 18:
      return isAnswered(14, answers) && answers[14] !== NO_TEST;
    case 23:
      return answers[22] === 'A';
    case 26:
    case 27:
    case 28:
      return isWithSpouseAnswers(answers);
    case 29:
    case 30:
    case 31:
    case 32:
      return isWithSpouseAnswers(answers) && isAnswered(28, answers) && answers[28] !== NO_TEST;
    default:
      return true;
  }
}

/**
 * Which questions show, derived from the answers alone: the reachable questions in order, up to and
 * including the first unit that is not fully answered.
 */
export function quizState(answers: QuizAnswers): QuizState {
  const visible: number[] = [];
  const isIneligible = answers[8] === 'B';
  let isComplete = !isIneligible;
  for (const unit of UNITS) {
    const reachable = unit.filter((sortOrder) => isReachable(sortOrder, answers));
    if (reachable.length === 0) continue;
    visible.push(...reachable);
    if (!reachable.every((sortOrder) => isAnswered(sortOrder, answers))) {
      isComplete = false;
      break;
    }
  }
  return { visible, isIneligible, isComplete, isWithSpouse: isWithSpouseAnswers(answers) };
}

/** Drops every answer the branch answers no longer lead to, or whose value is not a valid option. */
export function keepVisibleAnswers(answers: QuizAnswers): QuizAnswers {
  const kept: Partial<Record<number, string>> = {};
  for (let sortOrder = 1; sortOrder <= QUESTION_BANK.length; sortOrder++) {
    if (isReachable(sortOrder, answers) && isAnswered(sortOrder, answers))
      kept[sortOrder] = answers[sortOrder];
  }
  return kept;
}

/** Questions whose answers lose their meaning when `sortOrder` changes (spec section 4). */
const CLEARED_BY: Readonly<Record<number, readonly number[]>> = {
  9: [...SCORE_BLOCKS.first, 14, ...SCORE_BLOCKS.second],
  14: SCORE_BLOCKS.second,
  28: SCORE_BLOCKS.spouse,
};

/** Records one answer, clearing the answers that depended on the old one and those it now hides. */
export function answerQuestion(answers: QuizAnswers, sortOrder: number, value: string): QuizAnswers {
  const next: Partial<Record<number, string>> = { ...answers, [sortOrder]: value };
  if (answers[sortOrder] !== value) {
    for (const dependent of CLEARED_BY[sortOrder] ?? []) delete next[dependent];
  }
  return keepVisibleAnswers(next);
}
