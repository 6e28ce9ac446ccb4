import { describe, expect, it } from 'vitest';
import { baseProfile, celpip, tefAtNclc, withSpouse } from './fixtures/profiles.ts';
import { parseProfile } from './profile.ts';

function fieldsOf(input: unknown) {
  const result = parseProfile(input);
  return result.success ? [] : result.errors.map((error) => error.field);
}

const VALID_SCORES = {
  'CELPIP-G': celpip(7),
  IELTS: { test: 'IELTS', speaking: 6, listening: 6, reading: 6, writing: 6 },
  'PTE Core': { test: 'PTE Core', speaking: 60, listening: 60, reading: 60, writing: 60 },
  'TEF Canada': tefAtNclc(7),
  'TCF Canada': { test: 'TCF Canada', speaking: 10, listening: 460, reading: 460, writing: 10 },
};

describe('parseProfile', () => {
  it('accepts a valid profile as it is', () => {
    const profile = withSpouse({ spouseLanguage: celpip(7) });
    expect(parseProfile(profile)).toEqual({ success: true, profile });
  });

  it.each([
    ['IELTS', 'listening', 7.3],
    ['IELTS', 'speaking', 9.5],
    ['IELTS', 'reading', 0.5],
    ['CELPIP-G', 'writing', 13],
    ['CELPIP-G', 'reading', 6.5],
    ['PTE Core', 'speaking', 95],
    ['PTE Core', 'listening', 9],
    ['TEF Canada', 'writing', 700],
    ['TCF Canada', 'speaking', 21],
    ['TCF Canada', 'reading', 99],
    ['IELTS', 'writing', Number.NaN],
    ['IELTS', 'writing', '7'],
  ])('rejects %s %s %s, naming the field', (test, ability, score) => {
    const firstLanguage = { ...VALID_SCORES[test as keyof typeof VALID_SCORES], [ability]: score };
    expect(fieldsOf({ ...baseProfile(), firstLanguage })).toEqual([`firstLanguage.${ability}`]);
  });

  it('rejects an unknown test and a missing field', () => {
    expect(
      fieldsOf({
        ...baseProfile(),
        firstLanguage: { test: 'TOEFL', speaking: 1, listening: 1, reading: 1, writing: 1 },
      }),
    ).toEqual(['firstLanguage.test']);
    const { age: _age, ...withoutAge } = baseProfile();
    expect(fieldsOf(withoutAge)).toEqual(['age']);
  });

  it('rejects ages and years off their range', () => {
    expect(fieldsOf(baseProfile({ age: 16 }))).toEqual(['age']);
    expect(fieldsOf(baseProfile({ age: 29.5 }))).toEqual(['age']);
    expect(fieldsOf(baseProfile({ canadianWorkYears: 6 }))).toEqual(['canadianWorkYears']);
    expect(fieldsOf(baseProfile({ foreignWorkYears: -1 }))).toEqual(['foreignWorkYears']);
  });

  it('requires the second language to be the other official language', () => {
    expect(fieldsOf(baseProfile({ secondLanguage: celpip(9) }))).toEqual(['secondLanguage.test']);
    expect(fieldsOf(baseProfile({ firstLanguage: tefAtNclc(7), secondLanguage: tefAtNclc(8) }))).toEqual([
      'secondLanguage.test',
    ]);
    expect(fieldsOf(baseProfile({ secondLanguage: tefAtNclc(7) }))).toEqual([]);
  });

  it('requires the spouse answers that decide the grid', () => {
    expect(fieldsOf(baseProfile({ maritalStatus: 'married' }))).toEqual(['spouseCanadian']);
    expect(fieldsOf(baseProfile({ maritalStatus: 'commonLaw', spouseCanadian: false }))).toEqual([
      'spouseAccompanying',
    ]);
    expect(fieldsOf(withSpouse({ spouseEducation: null, spouseCanadianWorkYears: null }))).toEqual([
      'spouseEducation',
      'spouseCanadianWorkYears',
    ]);
  });

  it('rejects what is not a profile at all', () => {
    for (const input of [null, 42, 'profile', []]) {
      expect(parseProfile(input)).toMatchObject({ success: false, errors: [{ field: '(profile)' }] });
    }
  });
});
