import type { Language } from '@maplebridge/contracts';
import { foldDiacritics } from '../news/search-text.ts';
import type { KnowledgeBase, Passage } from './knowledge-base.ts';

// Words that say nothing about the topic (Vietnamese folded, as questions arrive without accents).
const STOPWORDS = new Set(
  (
    'a an and are as at be but by can could do does did for from had has have how i if in into is it its ' +
    'me my of on or our should so than that the their them then there these they this to was we were ' +
    'what when where which who whom why will with would you your yours am get need want tell please ' +
    'la gi cua toi co khong nhu the nao va cho duoc thi mot nhung cac voi ve bao nhieu neu ban minh em ' +
    'anh chi oi vay sao hay de da dang se nay do khi nao tai vi ma cung con rat lam nhe a u ha thoi'
  ).split(' '),
);

const DIACRITIC = /[^\p{ASCII}]/u;

/** A rough English stem, so `calculated`, `calculates` and `calculation` meet. */
function stem(word: string): string {
  if (word.length <= 4 || DIACRITIC.test(word)) return word;
  const stemmed = word.replace(/(ations?|ions?|ings?|edly|ed|es|s)$/, '');
  return (stemmed.length >= 3 ? stemmed : word).replace(/e$/, '');
}

/**
 * The terms of a text: its words (without diacritics when `fold`, stemmed in English), and each
 * pair of neighbouring words once the filler words are gone, for compounds (`kinh nghiệm`).
 */
export function toTerms(text: string, { fold = true, language = 'vi' as Language } = {}): string[] {
  const lower = fold ? foldDiacritics(text) : text.normalize('NFC').toLowerCase();
  const words = lower
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !STOPWORDS.has(fold ? word : foldDiacritics(word)))
    .map((word) => (language === 'en' ? stem(word) : word));
  // A pair in either order: `điểm CRS` and `CRS: điểm …` say the same.
  const pairs = words.slice(1).map((word, index) => [words[index], word].sort().join(' '));
  return [...words, ...pairs];
}

export interface RankedPassage {
  passage: Passage;
  score: number;
  /** Share of the question's words found in the passage (0–1). */
  coverage: number;
  /** Two of the question's words side by side in the passage (true for a one-word question). */
  hasPair: boolean;
}

const K1 = 1.2;
const B = 0.75;
/** A heading or title word counts as much as this many words of text. */
const TITLE_WEIGHT = 3;

interface IndexedPassage {
  passage: Passage;
  counts: Map<string, number>;
  length: number;
}

interface LanguageIndex {
  items: IndexedPassage[];
  df: Map<string, number>;
  avgLength: number;
}

/** BM25 over the passages of each language, built once at start-up (about 90 documents). */
export function createRetriever(knowledge: KnowledgeBase) {
  const byLanguage = new Map<Language, LanguageIndex>();
  for (const passage of knowledge.passages) {
    const language = passage.document.language;
    const entry: LanguageIndex = byLanguage.get(language) ?? { items: [], df: new Map(), avgLength: 0 };
    const counts = new Map<string, number>();
    const add = (terms: string[], weight: number) => {
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + weight);
    };
    const title = `${passage.document.title} ${passage.heading} ${passage.document.topics.join(' ')}`;
    add(toTerms(passage.text, { language }), 1);
    add(toTerms(title, { language }), TITLE_WEIGHT);
    // Vietnamese with its accents too: a question typed with them should not match `nói` for `nội`.
    if (language === 'vi') {
      add(toTerms(passage.text, { fold: false, language }), 1);
      add(toTerms(title, { fold: false, language }), TITLE_WEIGHT);
    }
    for (const term of counts.keys()) entry.df.set(term, (entry.df.get(term) ?? 0) + 1);
    const length = [...counts.values()].reduce((sum, count) => sum + count, 0);
    entry.items.push({ passage, counts, length });
    byLanguage.set(language, entry);
  }
  for (const entry of byLanguage.values()) {
    entry.avgLength =
      entry.items.reduce((sum, item) => sum + item.length, 0) / Math.max(entry.items.length, 1);
  }

  return {
    /** The passages that answer the question best, best first. */
    search(question: string, language: Language, limit = 5): RankedPassage[] {
      const entry = byLanguage.get(language);
      const fold = language !== 'vi' || !DIACRITIC.test(question.normalize('NFC'));
      const terms = [...new Set(toTerms(question, { fold, language }))];
      if (!entry || terms.length === 0) return [];
      const words = terms.filter((term) => !term.includes(' '));
      const pairs = terms.filter((term) => term.includes(' '));
      const total = entry.items.length;
      return entry.items
        .map(({ passage, counts, length }) => {
          let score = 0;
          for (const term of terms) {
            const frequency = counts.get(term);
            if (!frequency) continue;
            const df = entry.df.get(term) ?? 0;
            const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
            score +=
              (idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / entry.avgLength));
          }
          const found = words.filter((word) => counts.has(word)).length;
          return {
            passage,
            score,
            coverage: words.length ? found / words.length : 0,
            hasPair: pairs.length === 0 || pairs.some((pair) => counts.has(pair)),
          };
        })
        .filter((ranked) => ranked.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}

export type Retriever = ReturnType<typeof createRetriever>;
