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
 * A `to_tsquery('simple', …)` text that finds every word of the keyword as a word prefix
 * (`dinh cu` → `dinh:* & cu:*`), or null when the keyword has no word in it.
 */
export function toPrefixQuery(keyword: string): string | null {
  const words = foldDiacritics(keyword)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_KEYWORD_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
