import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '../news/search-text.ts';
import { asksAboutFunds, readFamilySize, settlementFundsText } from './settlement-funds.ts';

describe('readFamilySize', () => {
  it.each([
    ['How much proof of funds for a family of 5?', 5],
    ['gia đình 4 người cần chứng minh tài chính bao nhiêu', 4],
    ['vợ chồng và 2 con thì cần bao nhiêu tiền', 4],
    ['me, my wife and three kids', 5],
    ['mình độc thân thì cần bao nhiêu', 1],
    ['một mình với 1 con', 2],
    ["My son isn't coming with us. It's me, my wife and him", 3],
    ['chứng minh tài chính bao nhiêu tiền', undefined],
  ])('%s → %s', (question, size) => {
    expect(readFamilySize(foldDiacritics(question))).toBe(size);
  });
});

describe('settlementFundsText', () => {
  // shared/data/ee-program-requirements.md §4: the table in force since 2025-07-07.
  it('gives the amount for the family size and the date of the table', () => {
    expect(settlementFundsText(5, 'en', '2026-11-27')).toContain('**A family of 5 must show CAD 32,168**');
    expect(settlementFundsText(4, 'vi', '2026-11-27')).toContain('28.362 CAD');
    expect(settlementFundsText(1, 'vi', '2026-11-27')).toContain('07/07/2025');
    expect(settlementFundsText(9, 'en', '2026-11-27')).toContain('CAD 48,616');
  });

  it('uses the table in force on the day asked about', () => {
    expect(settlementFundsText(1, 'en', '2025-06-01')).toContain('CAD 14,690');
  });

  it('lists the whole table when no family size is said', () => {
    const text = settlementFundsText(undefined, 'en', '2026-11-27');
    expect(text).toContain('- 7: CAD 40,392');
    expect(text).toContain('Each additional member: CAD 4,112');
  });

  it('knows a funds question in both languages', () => {
    expect(asksAboutFunds(foldDiacritics('Chứng minh tài chính cần bao nhiêu?'))).toBe(true);
    expect(asksAboutFunds('how much money do i need to show')).toBe(true);
    expect(asksAboutFunds('how long is an eca valid')).toBe(false);
  });
});
