import { describe, expect, it } from 'vitest';
import { readCrsFacts } from './crs-facts.ts';

describe('readCrsFacts', () => {
  it('reads an English question with an overall IELTS band', () => {
    const facts = readCrsFacts("I am 29, married, IELTS 7.5, bachelor's degree, 3 years of work experience");
    expect(facts?.profile).toMatchObject({
      age: 29,
      maritalStatus: 'married',
      spouseCanadian: false,
      spouseAccompanying: true,
      education: 'bachelors',
      firstLanguage: { test: 'IELTS', speaking: 7.5, listening: 7.5, reading: 7.5, writing: 7.5 },
      secondLanguage: null,
      foreignWorkYears: 3,
      canadianWorkYears: 0,
      jobOffer: 'none',
    });
    expect(facts?.assumed.map((note) => note.code)).toEqual(['spouseUnknown']);
  });

  it('reads a Vietnamese question, per-ability scores, Canadian work, French and a sibling', () => {
    const facts = readCrsFacts(
      'Tôi 31 tuổi, độc thân, thạc sĩ, IELTS nghe 8 đọc 7 viết 7 nói 7, 2 năm kinh nghiệm tại Canada, TEF NCLC 7, có em ruột ở Canada',
    );
    expect(facts?.profile).toMatchObject({
      age: 31,
      maritalStatus: 'single',
      education: 'masters',
      firstLanguage: { test: 'IELTS', speaking: 7, listening: 8, reading: 7, writing: 7 },
      secondLanguage: { test: 'TEF Canada', speaking: 456, listening: 434, reading: 434, writing: 428 },
      canadianWorkYears: 2,
      foreignWorkYears: 0,
      sibling: true,
    });
  });

  it('reads CLB levels as CELPIP scores and a spouse who is not coming', () => {
    const facts = readCrsFacts('I am 35, married but my wife is not coming, CLB 9, PhD');
    expect(facts?.profile).toMatchObject({
      firstLanguage: { test: 'CELPIP-G', speaking: 9, listening: 9, reading: 9, writing: 9 },
      spouseAccompanying: false,
      education: 'doctoral',
    });
    expect(facts?.assumed.map((note) => note.code)).toEqual(['noWork']);
  });

  it.each([
    'How is the CRS score calculated?',
    'I am 29, what can I do?',
    'My IELTS is 7.5, is that enough?',
    'I am 29 and my IELTS is 9.7',
  ])('needs an age and a valid language result: %s', (question) => {
    expect(readCrsFacts(question)).toBeNull();
  });
});
