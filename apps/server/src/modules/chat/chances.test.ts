import { describe, expect, it } from 'vitest';
import { testCatalog } from '#test/assistant.ts';
import { foldDiacritics } from '../news/search-text.ts';
import { chancesText, type RecentRound, readAskedScore } from './chances.ts';
import { readStatedFacts } from './crs-facts.ts';

const catalog = testCatalog();
const TODAY = '2026-11-27';
const ROUNDS: RecentRound[] = [
  { category: 'cec', number: '436', date: '2026-08-18', lowestScore: 523, invitations: 1000 },
  { category: 'cec', number: '431', date: '2026-07-29', lowestScore: 516, invitations: 3000 },
  { category: 'healthcare', number: '422', date: '2026-06-25', lowestScore: 475, invitations: 4000 },
  { category: 'pnp', number: '435', date: '2026-08-17', lowestScore: 760, invitations: 500 },
  { category: 'general', number: '298', date: '2024-04-23', lowestScore: 529, invitations: 2095 },
];

describe('readAskedScore', () => {
  it.each([
    ['My CRS is 480, do I have a chance?', 480],
    ['crs 495 có cơ hội được mời không ạ', 495],
    ['510 điểm thì có đủ điểm không', 510],
    ['Is a score of 455 enough?', 455],
    ['My CRS is 480', undefined],
    ['I have 3 years of work, do I have a chance?', undefined],
  ])('%s → %s', (question, score) => {
    expect(readAskedScore(foldDiacritics(question))).toBe(score);
  });
});

describe('chancesText', () => {
  it('puts the score beside each kind of round, with dates, gaps and what the round asks', () => {
    const text = chancesText(480, ROUNDS, {}, 'en', catalog, TODAY);
    expect(text).toContain(
      'Canadian Experience Class (#436, August 18, 2026): lowest score invited 523, you are 43 short',
    );
    expect(text).toContain('needs at least 1 year of skilled work in Canada');
    expect(text).toContain('(#422, June 25, 2026): lowest score invited 475, you are 5 above it');
    expect(text).toContain('I do not predict future cut-offs');
    // Only each kind's newest round of the past year.
    expect(text).not.toContain('516');
    expect(text).not.toContain('#298');
  });

  it('drops a condition the conversation already says is met', () => {
    const facts = readStatedFacts('Tôi có 2 năm kinh nghiệm làm việc tại Canada');
    const text = chancesText(530, ROUNDS, facts, 'vi', catalog, TODAY);
    expect(text).toContain('(đợt 436, 18/08/2026): điểm tối thiểu được mời 523, bạn cao hơn 7 điểm.');
    expect(text).toContain('đợt này chỉ dành cho người có đề cử tỉnh bang');
  });

  it('says so when it has no round to compare with', () => {
    expect(chancesText(480, [], {}, 'en', catalog, TODAY)).toContain('no round of the past 12 months');
  });
});
