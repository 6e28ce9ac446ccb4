import {
  ABILITIES,
  type Ability,
  type CandidateProfile,
  type Education,
  LANGUAGE_CHARTS,
  type LanguageResult,
  type LanguageTest,
  parseProfile,
  SCORE_SCALES,
} from '@maplebridge/crs';
import { foldDiacritics } from '../news/search-text.ts';

/** What a question said about the person, and what the estimate had to assume. */
export interface CrsFacts {
  profile: CandidateProfile;
  /** Facts read from the question, as codes the answer words in its language. */
  understood: FactNote[];
  assumed: FactNote[];
}

export type FactNote =
  | { code: 'age'; age: number }
  | { code: 'married' | 'single' | 'spouseNotComing' | 'sibling' | 'nomination' }
  | { code: 'education'; education: Education }
  | { code: 'educationDefault' }
  | { code: 'language'; test: LanguageTest; scores: Record<Ability, number>; isOverall: boolean }
  | { code: 'secondLanguage'; test: LanguageTest; level: number }
  | { code: 'canadianWork' | 'foreignWork'; years: number }
  | { code: 'noWork' | 'spouseUnknown' };

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const toNumber = (word: string) => NUMBER_WORDS[word] ?? Number(word);

// Most specific first: "bachelor's and master's" is scored as the master's (rules.md §3).
const EDUCATION_PATTERNS: [RegExp, Education][] = [
  [/\b(phd|doctorate|doctoral|tien si)\b/, 'doctoral'],
  [/\b(master'?s?|mba|thac si)\b/, 'masters'],
  [/\b(two or more|two degrees|double degree|hai bang|2 bang)\b/, 'twoOrMore'],
  [/\b(bachelor'?s?|university degree|cu nhan|dai hoc)\b/, 'bachelors'],
  [/\b(two-year|2-year|college diploma|cao dang)\b/, 'twoYear'],
  [/\b(one-year|1-year|trung cap)\b/, 'oneYear'],
  [/\b(high school|secondary school|trung hoc pho thong|thpt|cap 3)\b/, 'secondary'],
];

const ABILITY_WORDS: Record<Ability, string> = {
  speaking: '(?:speaking|noi|s)',
  listening: '(?:listening|nghe|l)',
  reading: '(?:reading|doc|r)',
  writing: '(?:writing|viet|w)',
};

/** The lowest score of `test` at a CLB/NCLC level in every ability. */
function atLevel(test: LanguageTest, level: number): LanguageResult {
  const scores = Object.fromEntries(
    ABILITIES.map((ability) => [ability, LANGUAGE_CHARTS[test][ability][10 - level] as number]),
  ) as Record<Ability, number>;
  return { test, ...scores } as LanguageResult;
}

const onScale = (test: LanguageTest, score: number) =>
  ABILITIES.every((ability) => {
    const { min, max, step } = SCORE_SCALES[test][ability];
    return score >= min && score <= max && Number.isInteger(score / step);
  });

function readEnglishTest(text: string): { result: LanguageResult; note: FactNote } | null {
  const perAbility = Object.fromEntries(
    ABILITIES.map((ability) => {
      const match = new RegExp(`\\b${ABILITY_WORDS[ability]}\\s*[:=]?\\s*(\\d{1,2}(?:[.,]5)?)\\b`).exec(text);
      return [ability, match ? Number(match[1]?.replace(',', '.')) : undefined];
    }),
  ) as Record<Ability, number | undefined>;
  const named =
    /\b(ielts|celpip|clb)\b\s*(?:general(?: training)?|gt|-g)?\s*[:=]?\s*(\d{1,2}(?:[.,]5)?)?/.exec(text);
  if (!named) return null;
  const kind = named[1];
  if (kind === 'clb' && named[2]) {
    const level = Number(named[2]);
    if (level < 4 || level > 10) return null;
    const result = atLevel('CELPIP-G', level);
    return {
      result,
      note: { code: 'language', test: 'CELPIP-G', scores: pickScores(result), isOverall: true },
    };
  }
  const test: LanguageTest = kind === 'celpip' ? 'CELPIP-G' : 'IELTS';
  const overall = named[2] ? Number(named[2].replace(',', '.')) : undefined;
  const scores = Object.fromEntries(
    ABILITIES.map((ability) => [ability, perAbility[ability] ?? overall]),
  ) as Record<Ability, number | undefined>;
  if (ABILITIES.some((ability) => scores[ability] === undefined)) return null;
  const complete = scores as Record<Ability, number>;
  if (!ABILITIES.every((ability) => onScale(test, complete[ability]))) return null;
  const isOverall = ABILITIES.every((ability) => perAbility[ability] === undefined);
  return {
    result: { test, ...complete } as LanguageResult,
    note: { code: 'language', test, scores: complete, isOverall },
  };
}

const pickScores = (result: LanguageResult) =>
  Object.fromEntries(ABILITIES.map((ability) => [ability, result[ability]])) as Record<Ability, number>;

function readFrenchTest(text: string): { result: LanguageResult; note: FactNote } | null {
  const match = /\b(nclc|tef|tcf)\b[^\d]{0,20}(\d{1,2})\b/.exec(text);
  if (!match) return null;
  const level = Number(match[2]);
  if (level < 4 || level > 10) return null;
  const test: LanguageTest = match[1] === 'tcf' ? 'TCF Canada' : 'TEF Canada';
  return { result: atLevel(test, level), note: { code: 'secondLanguage', test, level } };
}

function readWork(text: string) {
  let canadian = 0;
  let foreign = 0;
  const pattern =
    /\b(\d{1,2}|one|two|three|four|five|six)\s*\+?\s*(?:years?|yrs?|nam)\b\s*(?:of\s+)?([^.;,]{0,50})/g;
  for (const match of text.matchAll(pattern)) {
    const years = toNumber(match[1] ?? '');
    const rest = match[2] ?? '';
    if (!/(experience|work|kinh nghiem|lam viec)/.test(rest)) continue;
    if (/\b(in|at|tai|o) canada\b/.test(rest) && !/(outside|ngoai|nuoc ngoai)/.test(rest)) canadian += years;
    else foreign += years;
  }
  return { canadian: Math.min(canadian, 5), foreign: Math.min(foreign, 3) };
}

function readAge(text: string): number | undefined {
  const match =
    /\b(\d{2})\s*(?:years?\s*old|yo|y\/o|tuoi)\b/.exec(text) ??
    /\b(?:i am|i'm|im|aged?|age\s*:?)\s*(\d{2})\b(?!\s*(?:years?|yrs?)\s*(?:of|experience))/.exec(text) ??
    /\btuoi\s*:?\s*(\d{2})\b/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/**
 * Reads a CRS question that carries its facts ("I am 29, married, IELTS 7.5, bachelor's, 3 years of
 * experience"): an age and a language result at least. Anything not said is assumed and listed, so
 * the answer can show what the estimate rests on.
 */
export function readCrsFacts(question: string): CrsFacts | null {
  const text = foldDiacritics(question);
  const age = readAge(text);
  const english = readEnglishTest(text);
  const french = readFrenchTest(text);
  const first = english ?? french;
  if (age === undefined || !first) return null;
  const second = english && french ? french : null;

  const understood: FactNote[] = [{ code: 'age', age }];
  const assumed: FactNote[] = [];
  const isMarried =
    /\b(married|wife|husband|spouse|common-law|ket hon|co vo|co chong|vo toi|chong toi|vo chong)\b/.test(
      text,
    );
  const spouseComing =
    !/(spouse|wife|husband|vo|chong)[^.]{0,30}(not coming|won't come|stays?|khong di cung|khong sang|o lai)/.test(
      text,
    );
  understood.push({ code: isMarried ? 'married' : 'single' });
  if (isMarried && !spouseComing) understood.push({ code: 'spouseNotComing' });
  const isWithSpouse = isMarried && spouseComing;
  if (isWithSpouse) assumed.push({ code: 'spouseUnknown' });

  const education = EDUCATION_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
  if (education) understood.push({ code: 'education', education });
  else assumed.push({ code: 'educationDefault' });

  understood.push(first.note);
  if (second) understood.push(second.note);

  const work = readWork(text);
  if (work.canadian) understood.push({ code: 'canadianWork', years: work.canadian });
  if (work.foreign) understood.push({ code: 'foreignWork', years: work.foreign });
  if (!work.canadian && !work.foreign) assumed.push({ code: 'noWork' });

  const sibling = /\b(sibling|brother|sister|anh ruot|chi ruot|em ruot|anh chi em)\b[^.]{0,40}canada/.test(
    text,
  );
  if (sibling) understood.push({ code: 'sibling' });
  const nomination =
    /\b(have|got|received|with) (a )?(provincial )?nomination\b|\b(co|da duoc|da nhan) de cu\b/.test(text);
  if (nomination) understood.push({ code: 'nomination' });

  const parsed = parseProfile({
    maritalStatus: isMarried ? 'married' : 'single',
    spouseCanadian: isMarried ? false : null,
    spouseAccompanying: isMarried ? spouseComing : null,
    age,
    education: education ?? 'secondary',
    canadianEducation: 'none',
    firstLanguage: first.result,
    secondLanguage: second?.result ?? null,
    canadianWorkYears: work.canadian,
    foreignWorkYears: work.foreign,
    certificateOfQualification: false,
    jobOffer: 'none',
    nomination,
    sibling,
    spouseEducation: isWithSpouse ? 'lessThanSecondary' : null,
    spouseCanadianWorkYears: isWithSpouse ? 0 : null,
    spouseLanguage: null,
  });
  if (!parsed.success) return null;
  return { profile: parsed.profile, understood, assumed };
}
