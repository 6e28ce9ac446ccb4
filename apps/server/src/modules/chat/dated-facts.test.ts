import { describe, expect, it } from 'vitest';
import { testCatalog } from '#test/assistant.ts';
import { foldDiacritics } from '../news/search-text.ts';
import { datedFact } from './dated-facts.ts';

const catalog = testCatalog();
const ask = (question: string, language: 'vi' | 'en', before?: string, isEarly = true) =>
  datedFact(
    foldDiacritics(question),
    before && foldDiacritics(before),
    language,
    catalog,
    '2026-11-27',
    isEarly,
  );

describe('datedFact', () => {
  it('gives a test result its 2 years and works out the date from the one said', () => {
    expect(ask('celpip em thi tháng 1/2025 thì dùng được đến khi nào?', 'vi')?.text).toContain(
      '**2 năm** kể từ ngày thi (tức đến khoảng tháng 1/2027)',
    );
    expect(ask('how long is it valid?', 'en', 'I took CELPIP in June 2025')?.text).toContain(
      'until about June 2027',
    );
  });

  it('reads the topic of a follow-up from the message before it, the question first', () => {
    expect(ask('how long do I have?', 'en', 'I got my ITA today')?.text).toContain('**60 days**');
    expect(ask('thường bao lâu thì có kết quả ạ?', 'vi', 'Em nộp hồ sơ PR sau ITA rồi')?.text).toContain(
      '**6 tháng**',
    );
  });

  it('names the page each figure comes from', () => {
    expect(ask('ECA có hạn bao lâu?', 'vi')).toMatchObject({ page: 'educational-credential-assessment' });
    expect(ask('phí RPRF là gì, bn tiền', 'vi')?.text).toContain('**600 CAD**');
  });

  it('leaves the program and category rules to the late pass, and answers nothing off topic', () => {
    expect(ask('What CLB do I need for CEC?', 'en')).toBeNull();
    expect(ask('What CLB do I need for CEC?', 'en', undefined, false)?.text).toContain('**CLB 7**');
    expect(ask('What is the weather in Toronto?', 'en', undefined, false)).toBeNull();
  });
});
