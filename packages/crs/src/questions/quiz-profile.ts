import { ABILITIES, type LanguageTest } from '../language/charts.ts';
import { toClb } from '../language/to-clb.ts';
import {
  CANADIAN_EDUCATION_LEVELS,
  type CandidateProfile,
  EDUCATION_LEVELS,
  type LanguageResult,
  type MaritalStatus,
  type ParseProfileResult,
  parseProfile,
} from '../profile.ts';
import { certificateFor } from './language-certificates.ts';
import { QUESTION_BANK } from './question-bank.ts';
import {
  keepVisibleAnswers,
  NO_TEST,
  type QuizAnswers,
  quizState,
  SCORE_BLOCKS,
  TEST_BY_LETTER,
} from './quiz-flow.ts';

const MARITAL_BY_LETTER: Readonly<Record<string, MaritalStatus>> = {
  A: 'annulled',
  B: 'commonLaw',
  C: 'divorced',
  D: 'legallySeparated',
  E: 'married',
  F: 'single',
  G: 'widowed',
};
const JOB_OFFER_BY_LETTER = { A: 'teer0Major00', B: 'teer0123', C: 'teer45' } as const;

const letterIndex = (value: string | undefined) =>
  value === undefined ? -1 : (QUESTION_BANK[3]?.answers.findIndex((option) => option.value === value) ?? -1);
const indexOfLetter = (value: string | undefined) => (value ? value.charCodeAt(0) - 65 : -1);
const letterOf = (index: number) => String.fromCharCode(65 + index);
const yes = (value: string | undefined) => value === 'A';
const yesNo = (isYes: boolean) => (isYes ? 'A' : 'B');

function languageFromAnswers(
  answers: QuizAnswers,
  testQuestion: number,
  block: readonly number[],
): LanguageResult | null {
  const test = TEST_BY_LETTER[answers[testQuestion] ?? ''];
  if (!test) return null;
  const certificate = certificateFor(test);
  const scores = ABILITIES.map(
    (ability, index) =>
      certificate[ability].find((option) => option.value === answers[block[index] as number])?.minScore ??
      Number.NaN,
  );
  const [speaking, listening, reading, writing] = scores as [number, number, number, number];
  return { test, speaking, listening, reading, writing } as LanguageResult;
}

/** A complete quiz to a CandidateProfile; an incomplete one names its missing questions. */
export function answersToProfile(input: QuizAnswers): ParseProfileResult {
  const state = quizState(input);
  if (state.isIneligible || !state.isComplete) {
    const missing = state.isIneligible
      ? [8]
      : state.visible.filter(
          (sortOrder) => input[sortOrder] === undefined || !(sortOrder in keepVisibleAnswers(input)),
        );
    return {
      success: false,
      errors: missing.map((sortOrder) => ({
        field: QUESTION_BANK[sortOrder - 1]?.questionName ?? String(sortOrder),
        code: state.isIneligible ? 'ineligible' : 'required',
        message: state.isIneligible
          ? 'recent language test results are required for Express Entry'
          : 'is required',
      })),
    };
  }
  const answers = keepVisibleAnswers(input);
  const maritalStatus = MARITAL_BY_LETTER[answers[1] ?? ''] as MaritalStatus;
  const isPartnered = maritalStatus === 'married' || maritalStatus === 'commonLaw';
  const spouseCanadian = isPartnered ? yes(answers[2]) : null;
  const spouseAccompanying = spouseCanadian === false ? yes(answers[3]) : null;
  const { isWithSpouse } = state;
  return parseProfile({
    maritalStatus,
    spouseCanadian,
    spouseAccompanying,
    age: 17 + letterIndex(answers[4]),
    education: EDUCATION_LEVELS[indexOfLetter(answers[5])],
    canadianEducation: yes(answers[6]) ? CANADIAN_EDUCATION_LEVELS[1 + indexOfLetter(answers[7])] : 'none',
    firstLanguage: languageFromAnswers(answers, 9, SCORE_BLOCKS.first),
    secondLanguage: answers[14] === NO_TEST ? null : languageFromAnswers(answers, 14, SCORE_BLOCKS.second),
    canadianWorkYears: indexOfLetter(answers[19]),
    foreignWorkYears: indexOfLetter(answers[20]),
    certificateOfQualification: yes(answers[21]),
    jobOffer: yes(answers[22])
      ? JOB_OFFER_BY_LETTER[answers[23] as keyof typeof JOB_OFFER_BY_LETTER]
      : 'none',
    nomination: yes(answers[24]),
    sibling: yes(answers[25]),
    spouseEducation: isWithSpouse ? EDUCATION_LEVELS[indexOfLetter(answers[26])] : null,
    spouseCanadianWorkYears: isWithSpouse ? indexOfLetter(answers[27]) : null,
    spouseLanguage:
      isWithSpouse && answers[28] !== NO_TEST ? languageFromAnswers(answers, 28, SCORE_BLOCKS.spouse) : null,
  });
}

function testLetter(test: LanguageTest): string {
  return Object.keys(TEST_BY_LETTER).find((letter) => TEST_BY_LETTER[letter] === test) as string;
}

function languageAnswers(
  answers: Partial<Record<number, string>>,
  testQuestion: number,
  block: readonly number[],
  result: LanguageResult,
) {
  answers[testQuestion] = testLetter(result.test);
  const certificate = certificateFor(result.test);
  ABILITIES.forEach((ability, index) => {
    const clb = toClb(result.test, ability, result[ability]);
    answers[block[index] as number] = certificate[ability].find((option) => option.clb === clb)?.value;
  });
}

/** A profile back to quiz answers, to edit a saved result. Raw scores become their CLB's range. */
export function profileToAnswers(profile: CandidateProfile): QuizAnswers {
  const answers: Partial<Record<number, string>> = {};
  answers[1] = Object.keys(MARITAL_BY_LETTER).find(
    (letter) => MARITAL_BY_LETTER[letter] === profile.maritalStatus,
  );
  if (profile.spouseCanadian !== null) answers[2] = yesNo(profile.spouseCanadian);
  if (profile.spouseAccompanying !== null) answers[3] = yesNo(profile.spouseAccompanying);
  answers[4] = QUESTION_BANK[3]?.answers[Math.min(Math.max(profile.age, 17), 45) - 17]?.value;
  answers[5] = letterOf(EDUCATION_LEVELS.indexOf(profile.education));
  answers[6] = yesNo(profile.canadianEducation !== 'none');
  if (profile.canadianEducation !== 'none')
    answers[7] = letterOf(CANADIAN_EDUCATION_LEVELS.indexOf(profile.canadianEducation) - 1);
  answers[8] = 'A';
  languageAnswers(answers, 9, SCORE_BLOCKS.first, profile.firstLanguage);
  if (profile.secondLanguage) languageAnswers(answers, 14, SCORE_BLOCKS.second, profile.secondLanguage);
  else answers[14] = NO_TEST;
  answers[19] = letterOf(Math.min(profile.canadianWorkYears, 5));
  answers[20] = letterOf(Math.min(profile.foreignWorkYears, 3));
  answers[21] = yesNo(profile.certificateOfQualification);
  answers[22] = yesNo(profile.jobOffer !== 'none');
  if (profile.jobOffer !== 'none') {
    answers[23] = Object.keys(JOB_OFFER_BY_LETTER).find(
      (letter) => JOB_OFFER_BY_LETTER[letter as 'A'] === profile.jobOffer,
    );
  }
  answers[24] = yesNo(profile.nomination);
  answers[25] = yesNo(profile.sibling);
  if (profile.spouseEducation !== null)
    answers[26] = letterOf(EDUCATION_LEVELS.indexOf(profile.spouseEducation));
  if (profile.spouseCanadianWorkYears !== null)
    answers[27] = letterOf(Math.min(profile.spouseCanadianWorkYears, 5));
  if (profile.spouseLanguage) languageAnswers(answers, 28, SCORE_BLOCKS.spouse, profile.spouseLanguage);
  else answers[28] = NO_TEST;
  return keepVisibleAnswers(answers);
}
