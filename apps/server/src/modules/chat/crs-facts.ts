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

/** A language result read from a question, with the phrase that says how it was read. */
interface ReadTest {
  result: LanguageResult;
  note: FactNote;
}

/**
 * What one message says about the person. Only what is said is set, so that a later message of the
 * same conversation ("and with IELTS 8?") changes that fact and keeps the others.
 */
export interface StatedFacts {
  age?: number;
  isMarried?: boolean;
  spouseComing?: boolean;
  education?: Education;
  english?: ReadTest;
  french?: ReadTest;
  canadianWork?: number;
  foreignWork?: number;
  sibling?: boolean;
  nomination?: boolean;
  /** "one more year in Canada": years added to what the conversation said before. */
  moreWork?: { years: number; where?: 'canada' | 'abroad' };
}

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

// IELTS's test report form lists listening, reading, writing, speaking: "IELTS 8/7/7/7" in that order.
const SLASHED_ORDER: readonly Ability[] = ['listening', 'reading', 'writing', 'speaking'];

function readSlashed(text: string): Partial<Record<Ability, number>> {
  const match =
    /\b(?:ielts|celpip|pte(?: core)?)\s*[:=]?\s*(\d{1,2}(?:[.,]5)?(?:\s*\/\s*\d{1,2}(?:[.,]5)?){3})\b/.exec(
      text,
    );
  if (!match?.[1]) return {};
  const values = match[1].split('/').map((value) => Number(value.trim().replace(',', '.')));
  return Object.fromEntries(SLASHED_ORDER.map((ability, index) => [ability, values[index]]));
}

function readEnglishTest(text: string): ReadTest | null {
  const slashed = readSlashed(text);
  const perAbility = Object.fromEntries(
    ABILITIES.map((ability) => {
      const match = new RegExp(`\\b${ABILITY_WORDS[ability]}\\s*[:=]?\\s*(\\d{1,2}(?:[.,]5)?)\\b`).exec(text);
      return [ability, slashed[ability] ?? (match ? Number(match[1]?.replace(',', '.')) : undefined)];
    }),
  ) as Record<Ability, number | undefined>;
  const named =
    /\b(ielts|celpip|clb|pte)\b\s*(?:core|general(?: training)?|gt|-g)?\s*[:=]?\s*(\d{1,2}(?:[.,]5)?)?(?!\s*\/)/.exec(
      text,
    );
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
  const test: LanguageTest = kind === 'celpip' ? 'CELPIP-G' : kind === 'pte' ? 'PTE Core' : 'IELTS';
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

function readFrenchTest(text: string): ReadTest | null {
  const match = /\b(nclc|tef|tcf)\b[^\d]{0,20}(\d{1,2})\b/.exec(text);
  if (!match) return null;
  const level = Number(match[2]);
  if (level < 4 || level > 10) return null;
  const test: LanguageTest = match[1] === 'tcf' ? 'TCF Canada' : 'TEF Canada';
  return { result: atLevel(test, level), note: { code: 'secondLanguage', test, level } };
}

const WORK_WORDS = /(experience|work|kinh nghiem|lam viec|exp\b)/;
const IN_CANADA = /\b(in|at|tai|o) canada\b|\bcanadian\b/;
const ABROAD = /(outside|abroad|ngoai|nuoc ngoai|o vn|o viet nam|tai viet nam|foreign)/;

function readWork(text: string) {
  let canadian = 0;
  let foreign = 0;
  const pattern =
    /\b(\d{1,2}|one|two|three|four|five|six)\s*\+?\s*(?:years?|yrs?|nam)\b\s*(?:of\s+)?([^.;,]{0,50})/g;
  for (const match of text.matchAll(pattern)) {
    const years = toNumber(match[1] ?? '');
    const rest = match[2] ?? '';
    if (!WORK_WORDS.test(rest)) continue;
    if (IN_CANADA.test(rest) && !ABROAD.test(rest)) canadian += years;
    else foreign += years;
  }
  return { canadian: Math.min(canadian, 5), foreign: Math.min(foreign, 3) };
}

/** "one more year in Canada", "thêm 1 năm kinh nghiệm": a change to the work said before. */
function readMoreWork(text: string): { moreWork: StatedFacts['moreWork']; phrase: string } | null {
  const match =
    /\b(\d|one|two|three|another|an extra|a further)\s*(?:more\s+)?(?:years?|yrs?)\b(?:\s+more)?([^.;?]{0,40})/.exec(
      text,
    ) ?? /\bthem\s+(\d|mot|hai|ba)\s+nam\b([^.;?]{0,40})/.exec(text);
  if (!match) return null;
  const isMore = /\bmore\b|another|extra|further|\bthem\b/.test(match[0]);
  if (!isMore) return null;
  const word = match[1] ?? '';
  const years = /another|extra|further|mot/.test(word)
    ? 1
    : word === 'hai'
      ? 2
      : word === 'ba'
        ? 3
        : toNumber(word);
  const rest = match[2] ?? '';
  const where = IN_CANADA.test(rest) ? 'canada' : ABROAD.test(rest) ? 'abroad' : undefined;
  return { moreWork: { years, where }, phrase: match[0] };
}

function readAge(text: string): number | undefined {
  const match =
    /\b(\d{2})\s*(?:years?\s*old|yo|y\/o|tuoi)\b/.exec(text) ??
    /\b(?:i am|i'm|im|aged?|age\s*:?|if i were|turn)\s*(\d{2})\b(?!\s*(?:years?|yrs?)\s*(?:of|experience))/.exec(
      text,
    ) ??
    /\btuoi\s*:?\s*(\d{2})\b/.exec(text);
  return match ? Number(match[1]) : undefined;
}

function readMarriage(text: string): Pick<StatedFacts, 'isMarried' | 'spouseComing'> {
  if (
    /\b(single|not married|unmarried|doc than|chua ket hon|chua vo|chua chong|chua lap gia dinh)\b/.test(text)
  )
    return { isMarried: false };
  const isMarried =
    /\b(married|wife|husband|spouse|partner|common-law|ket hon|co vo|co chong|vo toi|chong toi|vo chong|vk|ck)\b/.test(
      text,
    );
  if (!isMarried) return {};
  const notComing =
    /(spouse|wife|husband|partner|vo|chong|vk|ck)[^.]{0,30}(not coming|won't come|doesn't come|does not come|stays?|khong di cung|khong sang|o lai)/.test(
      text,
    );
  return { isMarried: true, spouseComing: !notComing };
}

/** Every fact one message states, in any order, with or without Vietnamese diacritics. */
export function readStatedFacts(message: string): StatedFacts {
  const text = foldDiacritics(message);
  const more = readMoreWork(text);
  // "one more year of work" changes the work said before; it does not state the whole of it.
  const work = readWork(more ? text.replace(more.phrase, ' ') : text);
  const facts: StatedFacts = {
    age: readAge(text),
    ...readMarriage(text),
    education: EDUCATION_PATTERNS.find(([pattern]) => pattern.test(text))?.[1],
    english: readEnglishTest(text) ?? undefined,
    french: readFrenchTest(text) ?? undefined,
    canadianWork: work.canadian || undefined,
    foreignWork: work.foreign || undefined,
    sibling:
      /\b(sibling|brother|sister|anh ruot|chi ruot|em ruot|anh chi em)\b[^.]{0,40}canada/.test(text) ||
      undefined,
    nomination:
      /\b(have|got|received|with|get) (a )?(provincial )?nomination\b|\b(co|da duoc|da nhan|duoc) de cu\b/.test(
        text,
      ) || undefined,
    moreWork: more?.moreWork,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as StatedFacts;
}

/** The facts of a conversation: each message changes what it states; "one more year" adds to the work. */
export function combineFacts(messages: readonly string[]): StatedFacts {
  let facts: StatedFacts = {};
  for (const message of messages) {
    const { moreWork, ...stated } = readStatedFacts(message);
    facts = { ...facts, ...stated };
    if (!moreWork) continue;
    const inCanada = moreWork.where === 'canada' || (!moreWork.where && (facts.canadianWork ?? 0) > 0);
    if (inCanada) facts.canadianWork = Math.min((facts.canadianWork ?? 0) + moreWork.years, 5);
    else facts.foreignWork = Math.min((facts.foreignWork ?? 0) + moreWork.years, 3);
  }
  return facts;
}

/** Whether a message says anything about the person at all. */
export const statesFacts = (message: string) => Object.keys(readStatedFacts(message)).length > 0;

/**
 * A whole profile from what was said: an age and a language result at least. Anything not said is
 * assumed and listed, so the answer can show what the estimate rests on.
 */
export function toCrsFacts(facts: StatedFacts): CrsFacts | null {
  const first = facts.english ?? facts.french;
  if (facts.age === undefined || !first) return null;
  const second = facts.english && facts.french ? facts.french : null;

  const understood: FactNote[] = [{ code: 'age', age: facts.age }];
  const assumed: FactNote[] = [];
  const isMarried = facts.isMarried === true;
  const spouseComing = facts.spouseComing !== false;
  (facts.isMarried === undefined ? assumed : understood).push({ code: isMarried ? 'married' : 'single' });
  if (isMarried && !spouseComing) understood.push({ code: 'spouseNotComing' });
  const isWithSpouse = isMarried && spouseComing;
  if (isWithSpouse) assumed.push({ code: 'spouseUnknown' });

  if (facts.education) understood.push({ code: 'education', education: facts.education });
  else assumed.push({ code: 'educationDefault' });

  understood.push(first.note);
  if (second) understood.push(second.note);

  const canadian = facts.canadianWork ?? 0;
  const foreign = facts.foreignWork ?? 0;
  if (canadian) understood.push({ code: 'canadianWork', years: canadian });
  if (foreign) understood.push({ code: 'foreignWork', years: foreign });
  if (!canadian && !foreign) assumed.push({ code: 'noWork' });
  if (facts.sibling) understood.push({ code: 'sibling' });
  if (facts.nomination) understood.push({ code: 'nomination' });

  const parsed = parseProfile({
    maritalStatus: isMarried ? 'married' : 'single',
    spouseCanadian: isMarried ? false : null,
    spouseAccompanying: isMarried ? spouseComing : null,
    age: facts.age,
    education: facts.education ?? 'secondary',
    canadianEducation: 'none',
    firstLanguage: first.result,
    secondLanguage: second?.result ?? null,
    canadianWorkYears: canadian,
    foreignWorkYears: foreign,
    certificateOfQualification: false,
    jobOffer: 'none',
    nomination: facts.nomination === true,
    sibling: facts.sibling === true,
    spouseEducation: isWithSpouse ? 'lessThanSecondary' : null,
    spouseCanadianWorkYears: isWithSpouse ? 0 : null,
    spouseLanguage: null,
  });
  if (!parsed.success) return null;
  return { profile: parsed.profile, understood, assumed };
}

/** One message read on its own ("I am 29, married, IELTS 7.5, bachelor's, 3 years of experience"). */
export const readCrsFacts = (question: string) => toCrsFacts(readStatedFacts(question));
