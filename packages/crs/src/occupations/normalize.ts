/**
 * Words of a job title or a query, in the two forms search compares: accented (lower case, NFC, as
 * typed) and folded (no diacritics, đ → d, English plural -s dropped), so "Thợ Hàn", "tho han" and
 * "thợ hàn" meet, and "welders" finds "welder".
 */

/** Words that say nothing about an occupation, in titles or queries ("Other …", "… và …"). */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'except',
  'for',
  'in',
  'of',
  'or',
  'other',
  'the',
  'to',
  'các',
  'của',
  'khác',
  'và',
]);

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower-case words with their diacritics, stop words left out. */
export function toAccentedWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
}

/** No Vietnamese syllable ends in "s", so dropping a final "s" only touches English plurals. */
function stemWord(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return word;
  return /(?:sh|ch|x|ss)es$/.test(word) ? word.slice(0, -2) : word.slice(0, -1);
}

/** The form the index is keyed by: no diacritics, đ → d, singular. */
export function foldWord(word: string): string {
  return stemWord(word.normalize('NFD').replace(COMBINING_MARKS, '').replaceAll('đ', 'd'));
}

/** The accented form, made singular the same way, for comparing with what a person typed. */
export function accentWord(word: string): string {
  return stemWord(word);
}
