import { describe, expect, it } from 'vitest';
import { loadTestAssistant } from '#test/assistant.ts';
import { GOLDEN_QUESTIONS } from './golden-questions.ts';

const { knowledge, offline: assistant } = loadTestAssistant();
const titleOf = (slug: string, language: string) =>
  knowledge.documents.find((document) => document.slug === slug && document.language === language)?.title;

describe('the golden questions', () => {
  it('holds at least 30 questions, half in each language, each naming a page that exists', () => {
    expect(GOLDEN_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    const vietnamese = GOLDEN_QUESTIONS.filter((item) => item.language === 'vi').length;
    expect(vietnamese).toBe(GOLDEN_QUESTIONS.length - vietnamese);
    for (const item of GOLDEN_QUESTIONS) expect(titleOf(item.slug, item.language), item.slug).toBeDefined();
  });

  it('are answered citing the right page at least 90% of the time', async () => {
    const misses: string[] = [];
    for (const { language, question, slug } of GOLDEN_QUESTIONS) {
      const answer = await assistant.answer(question, language);
      const cited = answer.sources.map((source) => source.title);
      if (!cited.includes(titleOf(slug, language) as string))
        misses.push(`${question} → ${cited.join(' | ') || 'nothing'}`);
    }
    const accuracy = 1 - misses.length / GOLDEN_QUESTIONS.length;
    expect(accuracy, `missed:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
  });
});
