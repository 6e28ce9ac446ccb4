import type { Language } from '@maplebridge/contracts';
import { foldDiacritics } from '../news/search-text.ts';

// Letters only Vietnamese uses among the two languages: ă â đ ê ô ơ ư and the tone marks.
const VIETNAMESE_LETTERS = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;
// Frequent words of a Vietnamese question typed without accents.
const VIETNAMESE_WORDS = new Set(
  'la gi cua toi khong nhu the nao bao nhieu duoc diem nam kinh nghiem nguoi vo chong con ho so can lam sao tieng'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the is are what how do does my i can of to for and with in which when you your points score have'.split(
    ' ',
  ),
);

/** The language a question is written in; `fallback` (the UI language) when it cannot tell. */
export function detectLanguage(text: string, fallback: Language): Language {
  if (VIETNAMESE_LETTERS.test(text)) return 'vi';
  const words = foldDiacritics(text).split(/[^\p{L}]+/u);
  const vietnamese = words.filter((word) => VIETNAMESE_WORDS.has(word)).length;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (vietnamese > english) return 'vi';
  if (english > vietnamese) return 'en';
  return fallback;
}
