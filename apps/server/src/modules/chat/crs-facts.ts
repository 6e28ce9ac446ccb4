import {
  ABILITIES,
  type Ability,
  type CanadianEducation,
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
  | { code: 'noWork' | 'spouseUnknown' | 'canadianEducation' | 'certificate' }
  | { code: 'spouseEducation'; education: Education }
  | { code: 'spouseLanguage'; test: LanguageTest; scores?: Record<Ability, number>; level?: number }
  | { code: 'spouseCanadianWork'; years: number };

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
  canadianEducation?: CanadianEducation;
  certificate?: boolean;
  /** A job offer named: worth 0 points since 2025-03-25, which the answer says. */
  jobOffer?: boolean;
  sibling?: boolean;
  nomination?: boolean;
  /** "L8 R7 W7 S7" with no test named: new scores for the test said before (IELTS when none was). */
  englishScores?: Record<Ability, number>;
  /** What the person said of their spouse or partner. */
  spouse?: { education?: Education; language?: ReadTest; canadianWork?: number };
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
  [/\b(bachelor'?s?|university degree|cu nhan|dai hoc|dh|three-year|3-year)\b/, 'bachelors'],
  [/\b(two-year|2-year|college diploma|cao dang|college)\b/, 'twoYear'],
  [/\b(one-year|1-year|trung cap)\b/, 'oneYear'],
  [/\b(high school|secondary school|trung hoc pho thong|thpt|cap 3)\b/, 'secondary'],
];

const ABILITY_WORDS: Record<Ability, string> = {
  speaking: '(?:speaking|noi|s)',
  listening: '(?:listening|nghe|l)',
  reading: '(?:reading|doc|r)',
  writing: '(?:writing|viet|w)',
};
const ABILITY_LETTERS: Record<string, Ability> = {
  s: 'speaking',
  l: 'listening',
  r: 'reading',
  w: 'writing',
};

/** The lowest score of `test` at a CLB/NCLC level in every ability. */
function atLevel(test: LanguageTest, level: number): LanguageResult {
  const scores = Object.fromEntries(
    ABILITIES.map((ability) => [ability, LANGUAGE_CHARTS[test][ability][10 - level] as number]),
  ) as Record<Ability, number>;
  return { test, ...scores } as LanguageResult;
}

const onScale = (test: LanguageTest, ability: Ability, score: number) => {
  const { min, max, step } = SCORE_SCALES[test][ability];
  return score >= min && score <= max && Number.isInteger(score / step);
};

const pickScores = (result: LanguageResult) =>
  Object.fromEntries(ABILITIES.map((ability) => [ability, result[ability]])) as Record<Ability, number>;

/** Test names as people type them, and the test each stands for; `clb`/`nclc` are levels. */
const TEST_NAMES =
  /\b(ielts|celpip|pte(?: core)?|clb|tef(?: canada)?|tcf(?: canada)?|nclc)\b(?:\s*(?:general(?: training)?|gt|-g))?/g;
const testOf = (name: string): LanguageTest | 'clb' | 'nclc' =>
  name.startsWith('ielts')
    ? 'IELTS'
    : name.startsWith('celpip')
      ? 'CELPIP-G'
      : name.startsWith('pte')
        ? 'PTE Core'
        : name.startsWith('tef')
          ? 'TEF Canada'
          : name.startsWith('tcf')
            ? 'TCF Canada'
            : (name as 'clb' | 'nclc');
const isFrench = (test: LanguageTest) => test === 'TEF Canada' || test === 'TCF Canada';

const SCORE = '(\\d{1,3}(?:[.,]\\d)?)';
// The usual order of "8/7/7/7" (IELTS's report form) unless the question names it, "(S/L/R/W)".
const DEFAULT_ORDER: readonly Ability[] = ['listening', 'reading', 'writing', 'speaking'];

/** The scores that follow one test's name: per ability, "8/7/7/7", and one score for every ability. */
function readScores(window: string): { scores: Partial<Record<Ability, number>>; overall?: number } {
  const number = (text: string | undefined) => Number(text?.replace(',', '.'));
  const slashed = new RegExp(
    `^[^\\d]{0,12}${SCORE}\\s*\\/\\s*${SCORE}\\s*\\/\\s*${SCORE}\\s*\\/\\s*${SCORE}`,
  ).exec(window);
  if (slashed) {
    const hint = /^\s*\(?\s*([slrw])\s*\/\s*([slrw])\s*\/\s*([slrw])\s*\/\s*([slrw])\b/.exec(
      window.slice(slashed[0].length),
    );
    const order = hint
      ? hint.slice(1, 5).map((letter) => ABILITY_LETTERS[letter as string] as Ability)
      : DEFAULT_ORDER;
    return {
      scores: Object.fromEntries(order.map((ability, index) => [ability, number(slashed[index + 1])])),
    };
  }
  const overall = new RegExp(
    `^\\s*(?:[:=]|(?:len|la|duoc|dc|dat|to|of|at|is|was|got)\\b)?\\s*${SCORE}(?![\\d/])`,
  ).exec(window);
  const scores = Object.fromEntries(
    ABILITIES.flatMap((ability) => {
      const match = new RegExp(`\\b${ABILITY_WORDS[ability]}\\s*[:=]?\\s*${SCORE}(?![\\d/])`).exec(window);
      return match ? [[ability, number(match[1])]] : [];
    }),
  ) as Partial<Record<Ability, number>>;
  return { scores, overall: overall ? number(overall[1]) : undefined };
}

/** Four abilities' scores with no test named ("thi lại được L8 R7 W7 S7"). */
function readUnnamedScores(text: string): Record<Ability, number> | undefined {
  const { scores } = readScores(` ${text}`);
  return ABILITIES.every((ability) => scores[ability] !== undefined)
    ? (scores as Record<Ability, number>)
    : undefined;
}

/** A result of `test` with these scores, if every one is on its scale. */
function withScores(test: LanguageTest, scores: Record<Ability, number>): ReadTest | undefined {
  if (!ABILITIES.every((ability) => onScale(test, ability, scores[ability]))) return undefined;
  return {
    result: { test, ...scores } as LanguageResult,
    note: { code: 'language', test, scores, isOverall: false },
  };
}

/** Every language result a text states, in order; a level ("CLB 9", "NCLC 7") stands for its lowest scores. */
function readTests(text: string): ReadTest[] {
  const mentions = [...text.matchAll(TEST_NAMES)];
  return mentions.flatMap((mention, index) => {
    const start = (mention.index ?? 0) + mention[0].length;
    const end = Math.min(mentions[index + 1]?.index ?? text.length, start + 80);
    const window = text.slice(start, end);
    const kind = testOf(mention[1] ?? '');
    const { scores, overall } = readScores(window);
    if (kind === 'clb' || kind === 'nclc') {
      if (overall === undefined || overall < 4 || overall > 10 || !Number.isInteger(overall)) return [];
      const test: LanguageTest = kind === 'clb' ? 'CELPIP-G' : 'TEF Canada';
      const result = atLevel(test, overall);
      const note: FactNote =
        kind === 'clb'
          ? { code: 'language', test, scores: pickScores(result), isOverall: true }
          : { code: 'secondLanguage', test, level: overall };
      return [{ result, note }];
    }
    const test = kind;
    // "TEF 7": a French test named with a level rather than its scores.
    if (
      isFrench(test) &&
      overall !== undefined &&
      overall >= 4 &&
      overall <= 10 &&
      Object.keys(scores).length === 0
    )
      return [{ result: atLevel(test, overall), note: { code: 'secondLanguage', test, level: overall } }];
    const complete = Object.fromEntries(ABILITIES.map((ability) => [ability, scores[ability] ?? overall]));
    if (
      !ABILITIES.every(
        (ability) => complete[ability] !== undefined && onScale(test, ability, complete[ability] as number),
      )
    )
      return [];
    const all = complete as Record<Ability, number>;
    return [
      {
        result: { test, ...all } as LanguageResult,
        note: { code: 'language', test, scores: all, isOverall: Object.keys(scores).length === 0 },
      },
    ];
  });
}

const WORK_WORDS = /(experience|work|kinh nghiem|\bkn\b|\bkinh nghiem\b|lam viec|\blam\b|full-?time|exp\b)/;
const STUDY_WORDS = /(study|studied|hoc|college|university|degree|diploma|master|bang)/;
const IN_CANADA = /\bcanad(a|ian)\b/;
const ABROAD = /(outside|abroad|\bngoai\b|nuoc ngoai|\bvn\b|viet ?nam|foreign|overseas|\bque\b)/;

function readWork(text: string) {
  let canadian: number | undefined;
  let foreign: number | undefined;
  const pattern =
    /\b(\d{1,2}|one|two|three|four|five|six)\s*\+?\s*(?:years?|yrs?|nam)\b\s*(?:of\s+)?([^.;,+\d]{0,50})/g;
  for (const match of text.matchAll(pattern)) {
    const years = toNumber(match[1] ?? '');
    // What follows the years, up to the next figure or list item ("2 năm ở Canada + 1 năm ở VN").
    const rest = (match[2] ?? '').split(/\b(?:and|va|plus)\b/)[0] ?? '';
    const place =
      IN_CANADA.test(rest) && !ABROAD.test(rest) ? 'canada' : ABROAD.test(rest) ? 'abroad' : undefined;
    const isWork = WORK_WORDS.test(rest) || (place !== undefined && !STUDY_WORDS.test(rest));
    if (!isWork) continue;
    if (place === 'canada') canadian = (canadian ?? 0) + years;
    else foreign = (foreign ?? 0) + years;
  }
  return {
    canadian: canadian === undefined ? undefined : Math.min(canadian, 5),
    foreign: foreign === undefined ? undefined : Math.min(foreign, 3),
    saysNone:
      /\b(no work|no experience|chua co kinh nghiem|chua di lam|khong co kinh nghiem|no work yet)\b/.test(
        text,
      ),
  };
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
    /\b(\d{2})\s*(?:years?\s*old|yo|y\/o|tuoi|t)\b/.exec(text) ??
    /\b(?:i am|i'm|im|aged?|age\s*:?|if i were|turn|both|deu)\s*(\d{2})\b(?!\s*(?:years?|yrs?|nam)\b)/.exec(
      text,
    ) ??
    /\btuoi\s*:?\s*(\d{2})\b/.exec(text) ??
    // "31, single, …": a profile that opens with the age.
    /(?:^|[.!?]\s+)\W*(?:\w+\s+)?(\d{2})\s*(?:,|\s+(?=single|married|doc than|master|bachelor|phd))/.exec(
      text,
    );
  const age = match ? Number(match[1]) : undefined;
  return age !== undefined && age >= 17 && age <= 60 ? age : undefined;
}

const SPOUSE_WORD_LIST = 'vo|chong|vk|ck|wife|husband|spouse|partner';
const SPOUSE_WORDS = `(?:${SPOUSE_WORD_LIST})`;

function readMarriage(text: string): Pick<StatedFacts, 'isMarried' | 'spouseComing'> {
  if (
    /\b(single|not married|unmarried|doc than|chua ket hon|chua vo|chua chong|chua lap gia dinh)\b/.test(text)
  ) {
    if (
      !/\b(marry|get married|cuoi vo|cuoi chong|lay vo|lay chong|ket hon)\b.{0,60}\b(di cung|comes?|coming)\b/.test(
        text,
      )
    )
      return { isMarried: false };
  }
  const isMarried = new RegExp(
    `\\b(married|marry|common-law|couple|ket hon|cuoi|lay vo|lay chong|vc|vo chong|${SPOUSE_WORD_LIST})\\b`,
  ).test(text);
  if (!isMarried) return {};
  const notComing = new RegExp(
    `${SPOUSE_WORDS}[^.]{0,30}\\b(not coming|won't come|will not come|doesn't come|does not come|not come|stays?|khong di cung|ko di cung|k di cung|khong sang|ko sang|khong qua|ko qua|o lai)`,
  ).test(text);
  return { isMarried: true, spouseComing: !notComing };
}

/** Who the profile belongs to when a couple is described: "ck đứng đơn", "my wife is the principal applicant". */
function principalOf(text: string): 'wife' | 'husband' | undefined {
  const match =
    /\b(vk|vo|wife|ck|chong|husband)\b[^.,]{0,15}(dung don|dung chinh|don chinh|principal|main applicant)/.exec(
      text,
    );
  // Without "đứng đơn", a couple described one after the other starts with the principal.
  const first =
    match ?? /^\W*(vk|vo|wife|ck|chong|husband)\b.{0,80}[,.;:]\s*(vk|vo|wife|ck|chong|husband)\b/.exec(text);
  const isWife = (word: string | undefined) => ['vk', 'vo', 'wife'].includes(word ?? '');
  if (!first || (!match && isWife(first[1]) === isWife(first[2]))) return undefined;
  return isWife(first[1]) ? 'wife' : 'husband';
}

// "chưa vợ" says there is no wife; it does not open a clause about one.
const WIFE_WORDS =
  '(?:my wife|wife|vk|(?<!chua |khong co |chua co )vo(?=\\s*(?::|toi|minh|em|co|la|thi|di|,|\\()))';
const HUSBAND_WORDS =
  '(?:my husband|husband|ck|(?<!chua |khong co |chua co )chong(?=\\s*(?::|toi|minh|em|anh|co|la|thi|di|,|\\()))';
const SPOUSE_WORDS_BY_PRINCIPAL = {
  wife: HUSBAND_WORDS,
  husband: WIFE_WORDS,
  none: `(?:${WIFE_WORDS}|${HUSBAND_WORDS}|spouse|my partner|partner)`,
};

const COMING =
  /\b(is coming|coming|comes?|not come|won't come|will not come|doesn't come|stays?|di cung|sang cung|ko sang|khong sang|o lai)\b/;

/**
 * Where a clause about the spouse ends: after "my wife is not coming" the list goes on about the
 * person ("…, CLB 9, PhD"), unless a parenthesis right after says more about the spouse.
 */
function spouseExtent(clause: string): number {
  const coming = COMING.exec(clause);
  if (!coming || coming.index > 40) return clause.length;
  let end = coming.index + coming[0].length;
  const said = /^[^,(]*\(([^)]*)\)/.exec(clause.slice(end));
  if (said) end += said[0].length;
  const comma = clause.indexOf(',', end);
  return comma === -1 ? clause.length : comma;
}

/**
 * The text split into the person's parts and their spouse's: a sentence or clause that opens with
 * the spouse ("Vợ có bằng ĐH, IELTS 6.0 all", "My wife: bachelor's, CELPIP 8") describes the spouse.
 */
function splitCouple(text: string): { own: string; spouse: string } {
  const principal = principalOf(text);
  const spouseWord = SPOUSE_WORDS_BY_PRINCIPAL[principal ?? 'none'];
  // With a named principal, a clause that opens with them ("ck đứng đơn chính: …") is theirs again.
  const clauseStart = principal ? `(?:${WIFE_WORDS}|${HUSBAND_WORDS})` : spouseWord;
  const own: string[] = [];
  const spouse: string[] = [];
  for (const sentence of text.split(/[.;\n!?](?!\d)/)) {
    for (const clause of sentence.split(new RegExp(`(?=\\b${clauseStart}\\b)`))) {
      if (!new RegExp(`^\\s*${spouseWord}\\b`).test(clause)) {
        own.push(clause);
        continue;
      }
      const end = spouseExtent(clause);
      spouse.push(clause.slice(0, end));
      own.push(clause.slice(end));
    }
  }
  return { own: own.join('. '), spouse: spouse.join('. ') };
}

function readEducation(text: string): Education | undefined {
  // "cao đẳng hệ 3 năm" is a three-year program, not a college diploma besides a degree.
  const named = text.replace(/\bcao dang (?:he )?3 nam\b/g, 'three-year');
  const found = EDUCATION_PATTERNS.filter(([pattern]) => pattern.test(named)).map(
    ([, education]) => education,
  );
  // A degree and another credential ("ĐH + thêm 1 bằng cao đẳng") are two or more credentials.
  if (
    found[0] === 'bachelors' &&
    found.some((education) => education === 'twoYear' || education === 'oneYear')
  )
    return 'twoOrMore';
  return found[0];
}

function readCanadianEducation(
  text: string,
  education: Education | undefined,
): CanadianEducation | undefined {
  const inCanada =
    /\b(du hoc|hoc|study|studied|graduated|tot nghiep)\b[^.;]{0,40}\bcanad/.test(text) ||
    /\bcanadian\s+(university|college|degree|diploma|master'?s?|bachelor'?s?)\b|\bfrom a canadian\b/.test(
      text,
    ) ||
    /\b(diploma|degree|college|university|certificate|master'?s?|bachelor'?s?|bang)\b[^.;]{0,25}\b(in|at|tai|o) canada\b/.test(
      text,
    );
  if (!inCanada) return undefined;
  if (
    education === 'masters' ||
    education === 'doctoral' ||
    education === 'bachelors' ||
    education === 'twoOrMore'
  )
    return 'threeYearOrMore';
  if (education === 'twoYear' || education === 'oneYear') return 'oneOrTwoYear';
  return undefined;
}

/** Every fact one message states, in any order, with or without Vietnamese diacritics. */
export function readStatedFacts(message: string): StatedFacts {
  const text = foldDiacritics(message);
  const { own, spouse } = splitCouple(text);
  const more = readMoreWork(own);
  // "one more year of work" changes the work said before; it does not state the whole of it.
  const work = readWork(more ? own.replace(more.phrase, ' ') : own);
  const tests = readTests(own);
  const english = tests.find((test) => !isFrench(test.result.test));
  const french = tests.find((test) => isFrench(test.result.test));
  const education = readEducation(own);
  const spouseTests = readTests(spouse);
  const spouseFacts = {
    education: readEducation(spouse),
    language: spouseTests[0],
    canadianWork: readWork(spouse).canadian,
  };
  const facts: StatedFacts = {
    age: readAge(own),
    ...readMarriage(text),
    education,
    canadianEducation: readCanadianEducation(own, education),
    english,
    french,
    englishScores: tests.length === 0 ? readUnnamedScores(own) : undefined,
    canadianWork: work.canadian ?? (work.saysNone ? 0 : undefined),
    foreignWork: work.foreign ?? (work.saysNone ? 0 : undefined),
    sibling:
      /\b(sibling|brother|sister|anh ruot|chi ruot|em ruot|anh chi em|anh trai|chi gai|em trai|em gai)\b[^.]{0,50}canad/.test(
        text,
      ) || undefined,
    nomination:
      /\b(co|duoc|nhan|da co|vua duoc)\s+(?:\w+\s+){0,3}de cu\b|\btinh bang de cu\b|\b(have|got|received|with|get|had)\s+(?:a\s+)?(?:provincial\s+)?(nomination|pnp)\b|\bnominated\b|\bnominee\b/.test(
        own,
      ) || undefined,
    certificate: /\bcertificate of qualification\b|\bchung chi hanh nghe\b/.test(own) || undefined,
    jobOffer:
      /\b(job offer|lmia|arranged employment|loi moi lam viec|offer lam viec)\b/.test(own) || undefined,
    spouse: Object.values(spouseFacts).some((value) => value !== undefined)
      ? dropUndefined(spouseFacts)
      : undefined,
    moreWork: more?.moreWork,
  };
  return dropUndefined(facts);
}

const dropUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

/** The facts of a conversation: each message changes what it states; "one more year" adds to the work. */
export function combineFacts(messages: readonly string[], start: StatedFacts = {}): StatedFacts {
  let facts: StatedFacts = start;
  for (const message of messages) {
    const { moreWork, spouse, englishScores, ...stated } = readStatedFacts(message);
    facts = {
      ...facts,
      ...stated,
      ...(spouse || facts.spouse ? { spouse: { ...facts.spouse, ...spouse } } : {}),
    };
    if (englishScores) {
      const english = withScores(facts.english?.result.test ?? 'IELTS', englishScores);
      if (english) facts.english = english;
    }
    if (!moreWork) continue;
    const inCanada = moreWork.where === 'canada' || (!moreWork.where && (facts.canadianWork ?? 0) > 0);
    if (inCanada) facts.canadianWork = Math.min((facts.canadianWork ?? 0) + moreWork.years, 5);
    else facts.foreignWork = Math.min((facts.foreignWork ?? 0) + moreWork.years, 3);
  }
  return facts;
}

/** A language result as the reader would have read it from a question. */
function readResult(result: LanguageResult): ReadTest {
  const scores = pickScores(result);
  return { result, note: { code: 'language', test: result.test, scores, isOverall: false } };
}

/**
 * The facts of a whole profile (a CRS result the person asks about), as if they had said them: a
 * conversation about "this result" starts from them.
 */
export function factsFromProfile(profile: CandidateProfile): StatedFacts {
  const first = readResult(profile.firstLanguage);
  const second = profile.secondLanguage ? readResult(profile.secondLanguage) : undefined;
  const isFrenchFirst = isFrench(profile.firstLanguage.test);
  const isMarried = profile.maritalStatus === 'married' || profile.maritalStatus === 'commonLaw';
  return dropUndefined({
    age: profile.age,
    isMarried,
    spouseComing: isMarried
      ? profile.spouseAccompanying === true && profile.spouseCanadian !== true
      : undefined,
    education: profile.education,
    canadianEducation: profile.canadianEducation === 'none' ? undefined : profile.canadianEducation,
    english: isFrenchFirst ? second : first,
    french: isFrenchFirst ? first : second,
    canadianWork: profile.canadianWorkYears,
    foreignWork: profile.foreignWorkYears,
    certificate: profile.certificateOfQualification || undefined,
    sibling: profile.sibling || undefined,
    nomination: profile.nomination || undefined,
    spouse:
      isMarried && profile.spouseEducation
        ? dropUndefined({
            education: profile.spouseEducation,
            language: profile.spouseLanguage ? readResult(profile.spouseLanguage) : undefined,
            canadianWork: profile.spouseCanadianWorkYears ?? undefined,
          })
        : undefined,
  });
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
  const spouse = isWithSpouse ? (facts.spouse ?? {}) : {};
  if (spouse.education) understood.push({ code: 'spouseEducation', education: spouse.education });
  if (spouse.language) understood.push({ ...spouse.language.note, code: 'spouseLanguage' } as FactNote);
  if (spouse.canadianWork) understood.push({ code: 'spouseCanadianWork', years: spouse.canadianWork });
  if (isWithSpouse && (!spouse.education || !spouse.language || spouse.canadianWork === undefined))
    assumed.push({ code: 'spouseUnknown' });

  if (facts.education) understood.push({ code: 'education', education: facts.education });
  else assumed.push({ code: 'educationDefault' });
  if (facts.canadianEducation) understood.push({ code: 'canadianEducation' });

  understood.push(first.note);
  if (second) understood.push(second.note);

  const canadian = facts.canadianWork ?? 0;
  const foreign = facts.foreignWork ?? 0;
  if (canadian) understood.push({ code: 'canadianWork', years: canadian });
  if (foreign) understood.push({ code: 'foreignWork', years: foreign });
  if (!canadian && !foreign) (facts.canadianWork === 0 ? understood : assumed).push({ code: 'noWork' });
  if (facts.certificate) understood.push({ code: 'certificate' });
  if (facts.sibling) understood.push({ code: 'sibling' });
  if (facts.nomination) understood.push({ code: 'nomination' });

  const parsed = parseProfile({
    maritalStatus: isMarried ? 'married' : 'single',
    spouseCanadian: isMarried ? false : null,
    spouseAccompanying: isMarried ? spouseComing : null,
    age: facts.age,
    education: facts.education ?? 'secondary',
    canadianEducation: facts.canadianEducation ?? 'none',
    firstLanguage: first.result,
    secondLanguage: second?.result ?? null,
    canadianWorkYears: canadian,
    foreignWorkYears: foreign,
    certificateOfQualification: facts.certificate === true,
    jobOffer: 'none',
    nomination: facts.nomination === true,
    sibling: facts.sibling === true,
    spouseEducation: isWithSpouse ? (spouse.education ?? 'lessThanSecondary') : null,
    spouseCanadianWorkYears: isWithSpouse ? (spouse.canadianWork ?? 0) : null,
    spouseLanguage: isWithSpouse ? (spouse.language?.result ?? null) : null,
  });
  if (!parsed.success) return null;
  return { profile: parsed.profile, understood, assumed };
}

/** One message read on its own ("I am 29, married, IELTS 7.5, bachelor's, 3 years of experience"). */
export const readCrsFacts = (question: string) => toCrsFacts(readStatedFacts(question));
