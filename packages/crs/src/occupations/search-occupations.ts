import examplesEn from './data/noc-examples-en.json' with { type: 'json' };
import { accentWord, foldWord, toAccentedWords } from './normalize.ts';
import titlesVi from './titles-vi.json' with { type: 'json' };

export type SearchLanguage = 'vi' | 'en';

export interface OccupationMatch {
  code: string;
  /** Higher is better; only comparable within one answer. */
  score: number;
}

/** Where a name comes from: hand-written Vietnamese (title, everyday words) or StatCan's English. */
type NameKind = 'titleVi' | 'synonymVi' | 'titleEn' | 'exampleEn';

interface IndexedName {
  group: number;
  kind: NameKind;
  folded: string;
  /** Accented words, to prefer "thợ may" (tailor) over "thợ máy" (mechanic) when accents are typed. */
  accented: ReadonlySet<string>;
  wordCount: number;
  /** Role words of the name (supervisor, helper…): a "welder" is not looking for "welder helper". */
  roles: readonly string[];
}

const LANGUAGE_OF: Record<NameKind, SearchLanguage> = {
  titleVi: 'vi',
  synonymVi: 'vi',
  titleEn: 'en',
  exampleEn: 'en',
};
/** Titles and hand-picked everyday words are what people mean more often than one of 27,935 examples. */
const KIND_BONUS: Record<NameKind, number> = { titleVi: 0.1, synonymVi: 0.1, titleEn: 0.1, exampleEn: 0 };
const MAX_QUERY_WORDS = 8;
/** A last word typed halfway ("weld") finds the words it starts, up to this many of them. */
const MAX_PREFIX_EXPANSIONS = 64;
const MIN_PREFIX_LENGTH = 3;
/** Longer than most Vietnamese syllables ("nghiep" is one; few are longer). */
const MIN_VIETNAMESE_INNER_PREFIX_LENGTH = 7;
const ROLE_WORDS: ReadonlySet<string> = new Set([
  'chief',
  'contractor',
  'foreman',
  'helper',
  'instructor',
  'manager',
  'owner',
  'superintendent',
  'supervisor',
  'teacher',
]);

/** Built once at load: every name of every unit group, and the names each folded word occurs in. */
const GROUP_CODES: readonly string[] = titlesVi.map((title) => title.code);
const NAMES: IndexedName[] = [];
const POSTINGS = new Map<string, number[]>();

function addName(group: number, kind: NameKind, text: string) {
  const words = toAccentedWords(text);
  if (words.length === 0) return;
  const folded = words.map(foldWord);
  const id = NAMES.length;
  NAMES.push({
    group,
    kind,
    folded: folded.join(' '),
    accented: new Set(words.map(accentWord)),
    wordCount: folded.length,
    roles: folded.filter((word) => ROLE_WORDS.has(word)),
  });
  for (const word of new Set(folded)) {
    const posting = POSTINGS.get(word);
    if (posting) posting.push(id);
    else POSTINGS.set(word, [id]);
  }
}

const examplesByCode = new Map(examplesEn.map((entry) => [entry.code, entry.examplesEn]));
titlesVi.forEach((title, group) => {
  addName(group, 'titleVi', title.titleVi);
  for (const synonym of title.synonymsVi) addName(group, 'synonymVi', synonym);
  addName(group, 'titleEn', title.titleEn);
  for (const example of examplesByCode.get(title.code) ?? []) addName(group, 'exampleEn', example);
});
const SORTED_WORDS: readonly string[] = [...POSTINGS.keys()].sort();
// Reused by every search (one at a time: search is synchronous).
const matchedMask = new Uint32Array(NAMES.length);
const matchedWeight = new Float64Array(NAMES.length);
const groupScore = new Float64Array(GROUP_CODES.length);
const groupHits = new Uint16Array(GROUP_CODES.length);

/** Folded words of the index that start with `prefix`, at most MAX_PREFIX_EXPANSIONS. */
function findWordsStartingWith(prefix: string): string[] {
  let low = 0;
  let high = SORTED_WORDS.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((SORTED_WORDS[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  const words: string[] = [];
  for (let i = low; i < SORTED_WORDS.length && words.length < MAX_PREFIX_EXPANSIONS; i++) {
    const word = SORTED_WORDS[i] as string;
    if (!word.startsWith(prefix)) break;
    words.push(word);
  }
  return words;
}

/**
 * Index words that this query word makes with its neighbour: "cabinet maker" also finds the index's
 * "cabinetmaker". Parts of three letters or more, so that Vietnamese "thú y" does not make "thủy".
 */
function findCompoundsOf(words: readonly string[], index: number): string[] {
  const pairs = [
    [words[index - 1], words[index]],
    [words[index], words[index + 1]],
  ];
  return pairs.flatMap(([first, second]) =>
    first && second && first.length >= 3 && second.length >= 3 && POSTINGS.has(`${first}${second}`)
      ? [`${first}${second}`]
      : [],
  );
}

/** Index words this English word is made from: "drywaller" → "drywall", "roofing" → "roof". */
function findStemsOf(word: string): string[] {
  return ['er', 'ing']
    .filter((suffix) => word.endsWith(suffix))
    .map((suffix) => word.slice(0, -suffix.length))
    .filter((stem) => stem.length >= 4 && POSTINGS.has(stem));
}

function isIndexed(word: string): boolean {
  return (
    POSTINGS.has(word) ||
    findStemsOf(word).length > 0 ||
    (word.length >= MIN_PREFIX_LENGTH && findWordsStartingWith(word).length > 0)
  );
}

function countBits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * Unit groups for a job title typed in Vietnamese (with or without diacritics) or English, best first.
 * A name scores by the query words it holds (rarer words weigh more), how much of the name they cover,
 * whether it is the query itself, and accents typed as in the name; a group scores by its best name.
 * `language` prefers names in that language when both match as well.
 */
export function searchOccupations(
  query: string,
  { language = 'vi', limit = 10 }: { language?: SearchLanguage; limit?: number } = {},
): OccupationMatch[] {
  // Words the index does not hold at all (a typo, "java") would only keep every name from matching fully.
  const typed = toAccentedWords(query)
    .slice(0, MAX_QUERY_WORDS)
    .filter((word) => isIndexed(foldWord(word)));
  const folded = [...new Set(typed.map(foldWord))];
  if (folded.length === 0) return [];
  const accented = typed.map(accentWord);
  const hasAccents = typed.some((word) => foldWord(word) !== accentWord(word));
  const isEnglish = language === 'en' && !hasAccents;
  const queryText = typed.map(foldWord).join(' ');

  const touched: number[] = [];
  const weights: number[] = [];
  folded.forEach((word, index) => {
    const exact = POSTINGS.get(word) ?? [];
    // The last word may be half typed. An earlier one stands for longer words ("auto" for
    // "automobile") in English; a Vietnamese syllable is a whole word ("hàn" is not "hàng").
    const isLast = index === folded.length - 1;
    const minimumLength = isLast || isEnglish ? MIN_PREFIX_LENGTH : MIN_VIETNAMESE_INNER_PREFIX_LENGTH;
    const partial =
      word.length >= minimumLength
        ? findWordsStartingWith(word).filter((candidate) => candidate !== word)
        : [];
    const partialWords = [...findStemsOf(word), ...partial];
    const postings = [
      exact,
      ...findCompoundsOf(folded, index).map((compound) => POSTINGS.get(compound) as number[]),
      ...partialWords.map((candidate) => POSTINGS.get(candidate) as number[]),
    ];
    const frequency = postings.reduce((sum, posting) => sum + posting.length, 0);
    const weight = Math.log(1 + NAMES.length / Math.max(frequency, 1));
    weights.push(weight);
    const bit = 1 << index;
    postings.forEach((posting, postingIndex) => {
      // A word only begun counts less than the whole word.
      const share = postingIndex < postings.length - partialWords.length ? weight : weight * 0.8;
      for (const id of posting) {
        if (matchedMask[id] === 0) touched.push(id);
        if ((matchedMask[id] as number) & bit) continue;
        matchedMask[id] = (matchedMask[id] as number) | bit;
        matchedWeight[id] = (matchedWeight[id] as number) + share;
      }
    });
  });
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);

  const groups: number[] = [];
  for (const id of touched) {
    const name = NAMES[id] as IndexedName;
    const matchedWords = countBits(matchedMask[id] as number);
    const isFull = matchedWords === folded.length;
    let score =
      (matchedWeight[id] as number) / totalWeight + matchedWords / Math.max(name.wordCount, folded.length);
    const isOtherRole = name.roles.some((role) => !folded.includes(role));
    if (isOtherRole) score -= 1;
    else if (isFull) {
      // Typed accents that differ ("thợ máy" for a "thợ may" name) make it another word.
      const isOtherWord = hasAccents && !accented.every((word) => name.accented.has(word));
      score += isOtherWord ? 1 : 2;
      if (!isOtherWord && name.folded === queryText) score += 1.5;
      else if (!isOtherWord && name.folded.startsWith(`${queryText} `)) score += 0.3;
    }
    score += KIND_BONUS[name.kind] + (LANGUAGE_OF[name.kind] === language ? 0.15 : 0);
    matchedMask[id] = 0;
    matchedWeight[id] = 0;
    if (groupHits[name.group] === 0) {
      groups.push(name.group);
      groupScore[name.group] = score;
    } else if (score > (groupScore[name.group] as number)) groupScore[name.group] = score;
    groupHits[name.group] = (groupHits[name.group] as number) + 1;
  }

  const matches = groups.map((group) => ({
    code: GROUP_CODES[group] as string,
    // Many matching example titles make a group a likelier meaning of a short query.
    score: (groupScore[group] as number) + 0.03 * Math.log2(groupHits[group] as number),
  }));
  for (const group of groups) {
    groupScore[group] = 0;
    groupHits[group] = 0;
  }
  return matches.sort((a, b) => b.score - a.score || a.code.localeCompare(b.code)).slice(0, limit);
}
