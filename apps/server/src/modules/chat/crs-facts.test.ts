import { describe, expect, it } from 'vitest';
import { combineFacts, readCrsFacts, readStatedFacts, toCrsFacts } from './crs-facts.ts';

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

  it('reads IELTS written as listening/reading/writing/speaking, and PTE Core', () => {
    expect(readCrsFacts('29 tuổi, ielts 8/7/7/6.5')?.profile.firstLanguage).toEqual({
      test: 'IELTS',
      listening: 8,
      reading: 7,
      writing: 7,
      speaking: 6.5,
    });
    expect(readCrsFacts('I am 30 with PTE Core 70')?.profile.firstLanguage).toMatchObject({
      test: 'PTE Core',
    });
  });
});

describe('readCrsFacts on questions as people type them', () => {
  it('reads "29t", "ĐH", "ielts 7.0 all" and "3 năm kn ở VN"', () => {
    expect(
      readCrsFacts('E 29t, độc thân, tốt nghiệp ĐH, ielts 7.0 all, 3 năm kn ở VN')?.profile,
    ).toMatchObject({
      age: 29,
      education: 'bachelors',
      firstLanguage: { test: 'IELTS', speaking: 7, listening: 7, reading: 7, writing: 7 },
      foreignWorkYears: 3,
      canadianWorkYears: 0,
    });
  });

  it("gives the spouse's education, test and Canadian work to the spouse", () => {
    const facts = readCrsFacts(
      'Mình 32 tuổi, có vợ đi cùng. Mình thạc sĩ, IELTS L8 R7 W7 S7, 3 năm kinh nghiệm ở VN. Vợ có bằng ĐH, IELTS 6.0 all, 1 năm kn Canada.',
    );
    expect(facts?.profile).toMatchObject({
      education: 'masters',
      firstLanguage: { test: 'IELTS', listening: 8, speaking: 7 },
      spouseEducation: 'bachelors',
      spouseLanguage: { test: 'IELTS', speaking: 6 },
      spouseCanadianWorkYears: 1,
    });
  });

  it('follows "ck đứng đơn" and keeps the wife\'s age and studies hers', () => {
    const facts = readCrsFacts(
      'ck 35t, vk 33t, ck đứng đơn chính: cử nhân, celpip 9 all, 2 năm làm ở Canada + 1 năm ở VN. vk cao đẳng 2 năm, chưa thi tiếng, đi cùng',
    );
    expect(facts?.profile).toMatchObject({
      age: 35,
      education: 'bachelors',
      canadianWorkYears: 2,
      foreignWorkYears: 1,
      spouseEducation: 'twoYear',
      spouseAccompanying: true,
    });
  });

  it('reads an age that opens the profile, TEF scores per ability and a certificate of qualification', () => {
    expect(
      readCrsFacts('31, single, two-year college diploma, PTE Core S76 L71 R69 W79')?.profile,
    ).toMatchObject({
      age: 31,
      education: 'twoYear',
      firstLanguage: { test: 'PTE Core', speaking: 76, listening: 71, reading: 69, writing: 79 },
    });
    expect(
      readCrsFacts(
        '28 single, bachelor, CELPIP 9 all and TEF Canada 456/434/434/428 (S/L/R/W), 2 years abroad',
      )?.profile.secondLanguage,
    ).toEqual({ test: 'TEF Canada', speaking: 456, listening: 434, reading: 434, writing: 428 });
    expect(
      readCrsFacts('35, single, high school, CELPIP 7 all, a certificate of qualification from Alberta')
        ?.profile.certificateOfQualification,
    ).toBe(true);
  });

  it('reads a Canadian credential, a nomination and a brother who is a Canadian citizen', () => {
    expect(
      readCrsFacts("We're both 30. I have a 2-year master's from a Canadian university, CELPIP 9")?.profile
        .canadianEducation,
    ).toBe('threeYearOrMore');
    expect(
      readCrsFacts('41 tuổi, tiến sĩ, celpip 10 all, vừa được tỉnh bang đề cử (PNP)')?.profile.nomination,
    ).toBe(true);
    expect(readCrsFacts('29, single, CELPIP 7, my brother is a Canadian citizen')?.profile.sibling).toBe(
      true,
    );
  });
});

describe('combineFacts', () => {
  const first = "I'm 29, single, bachelor, IELTS 7 each, 2 years of work experience in Canada";

  it('keeps what earlier messages said and applies what a follow-up changes', () => {
    const facts = combineFacts([first, 'and with IELTS 8?']);
    expect(facts).toMatchObject({ age: 29, isMarried: false, education: 'bachelors', canadianWork: 2 });
    expect(facts.english?.result).toMatchObject({ test: 'IELTS', speaking: 8 });
  });

  it('adds "one more year" to the Canadian work said before, or where the follow-up says', () => {
    expect(combineFacts([first, 'and if I had 1 more year in Canada?']).canadianWork).toBe(3);
    expect(combineFacts([first, 'còn nếu thêm 1 năm kinh nghiệm ở nước ngoài?'])).toMatchObject({
      canadianWork: 2,
      foreignWork: 1,
    });
    expect(
      combineFacts(['Tôi 30 tuổi, IELTS 7, 1 năm kinh nghiệm', 'thêm một năm nữa thì sao']).foreignWork,
    ).toBe(2);
  });

  it('brings a spouse in when a follow-up says the wife comes along', () => {
    const facts = toCrsFacts(combineFacts(['Tôi 31 tuổi, IELTS 7, thạc sĩ', 'còn nếu vợ tôi đi cùng?']));
    expect(facts?.profile).toMatchObject({ maritalStatus: 'married', spouseAccompanying: true });
  });

  it('states nothing for a question about the rules', () => {
    expect(readStatedFacts('How long is an ECA valid?')).toEqual({});
  });
});
