import sanitizeHtml from 'sanitize-html';

/** Lower-case ASCII-ish text: `Định cư` → `dinh cu`. The same fold runs on articles and keywords. */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

// sanitize-html decodes every entity of its input and escapes only these in its text output.
const ESCAPED: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The words of an HTML fragment, without markup (a tag separates words: `</h2><p>`). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

const MAX_KEYWORD_WORDS = 10;

/**
 * A `to_tsquery('simple', …)` text for a keyword, or null when it has no word in it. Folded
 * Vietnamese syllables are short and common (`de` is đề, để, dễ…), so several words must appear
 * together as a phrase, or all in the title; the last word is a prefix, for typing:
 * `dinh cu` → `(dinh <-> cu:*) | (dinh:A & cu:*A)`.
 */
export function toSearchQuery(keyword: string): string | null {
  const words = foldDiacritics(keyword)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_KEYWORD_WORDS);
  const last = words.pop();
  if (last === undefined) return null;
  if (words.length === 0) return `${last}:*`;
  const phrase = [...words, `${last}:*`].join(' <-> ');
  const inTitle = [...words.map((word) => `${word}:A`), `${last}:*A`].join(' & ');
  return `(${phrase}) | (${inTitle})`;
}
