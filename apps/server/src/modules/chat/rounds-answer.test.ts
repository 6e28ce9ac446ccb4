import { describe, expect, it } from 'vitest';
import { lastRounds, testCatalog } from '#test/assistant.ts';
import { foldDiacritics } from '../news/search-text.ts';
import { asksAboutRounds, roundsText } from './rounds-answer.ts';

const catalog = testCatalog();
const TODAY = '2026-11-27';
const rounds = lastRounds(TODAY);
const answer = (question: string, language: 'vi' | 'en') =>
  roundsText(foldDiacritics(question), rounds, language, catalog, TODAY) ?? '';

// Figures from apps/server/content/ee-rounds.json (IRCC's rounds to #437).
describe('roundsText', () => {
  it('gives the latest rounds of the kind asked about, however old', () => {
    expect(answer('đợt CEC gần nhất lấy bn điểm vậy mn', 'vi')).toContain(
      'đợt 436 (18/08/2026), điểm tối thiểu được mời 523',
    );
    expect(answer('When was the last general draw?', 'en')).toContain(
      '#294 (April 23, 2024), lowest score invited 529',
    );
  });

  it('gives the newest round and the latest of each kind when no kind is named', () => {
    const text = answer('What was the latest draw?', 'en');
    expect(text).toContain('**The latest round**: #437 (August 19, 2026)');
    expect(text).toContain('lowest score invited 382');
    expect(text).toContain('Provincial Nominee Program: #435');
  });

  it('says it does not predict when asked about the next round', () => {
    expect(answer('Will the next CEC draw go below 500?', 'en')).toContain('I do not predict the next round');
    expect(answer('Đợt tới điểm có giảm không?', 'vi')).toContain('Mình không dự đoán');
  });

  it('knows a question about rounds', () => {
    expect(asksAboutRounds('dot pnp gan nhat bao nhieu diem')).toBe(true);
    expect(asksAboutRounds('how long is an eca valid')).toBe(false);
  });
});
