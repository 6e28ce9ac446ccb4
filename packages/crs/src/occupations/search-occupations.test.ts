import { describe, expect, it } from 'vitest';
import {
  ENGLISH_OCCUPATION_QUERIES,
  type OccupationQuery,
  VIETNAMESE_OCCUPATION_QUERIES,
} from '../fixtures/occupation-queries.ts';
import { printFigures } from '../fixtures/print-figures.ts';
import examplesEn from './data/noc-examples-en.json' with { type: 'json' };
import { type SearchLanguage, searchOccupations } from './search-occupations.ts';

const codesFor = (query: string, language: SearchLanguage = 'vi') =>
  searchOccupations(query, { language, limit: 5 }).map((match) => match.code);

/** Share of queries whose unit group comes first, and within the first five. */
function measureQueries(queries: readonly OccupationQuery[], language: SearchLanguage) {
  let first = 0;
  let topFive = 0;
  const misses: string[] = [];
  for (const [query, code] of queries) {
    const codes = codesFor(query, language);
    if (codes[0] === code) first++;
    else misses.push(`${query} → ${codes.slice(0, 3).join(', ')} (expected ${code})`);
    if (codes.includes(code)) topFive++;
  }
  return { first: first / queries.length, topFive: topFive / queries.length, misses };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

describe('searchOccupations over the hand-written test set', () => {
  it.each([
    { name: 'Vietnamese', language: 'vi', queries: VIETNAMESE_OCCUPATION_QUERIES },
    { name: 'English', language: 'en', queries: ENGLISH_OCCUPATION_QUERIES },
  ] as const)(
    'puts the right unit group first for 90 percent and in the top 5 for 98 ($name)',
    ({ name, language, queries }) => {
      expect(queries.length).toBeGreaterThanOrEqual(150);
      const { first, topFive, misses } = measureQueries(queries, language);
      printFigures(
        `${name}: ${queries.length} job titles, right group first ${percent(first)}, in the top 5 ${percent(topFive)}` +
          `\n  not first: ${misses.join('\n             ')}`,
      );
      expect(first).toBeGreaterThanOrEqual(0.9);
      expect(topFive).toBeGreaterThanOrEqual(0.98);
    },
  );

  it('has Vietnamese queries with and without diacritics, and English ones mostly not copied from the index', () => {
    const folded = VIETNAMESE_OCCUPATION_QUERIES.filter(([query]) => /^[a-z0-9 ]+$/.test(query));
    expect(folded.length).toBeGreaterThanOrEqual(30);
    const examples = new Set(
      examplesEn.flatMap((entry) => entry.examplesEn.map((title) => title.toLowerCase())),
    );
    const verbatim = ENGLISH_OCCUPATION_QUERIES.filter(([query]) => examples.has(query));
    printFigures(
      `English: ${verbatim.length} of ${ENGLISH_OCCUPATION_QUERIES.length} are example titles verbatim`,
    );
    expect(verbatim.length * 2).toBeLessThanOrEqual(ENGLISH_OCCUPATION_QUERIES.length);
  });
});

describe('searchOccupations', () => {
  it('answers the same with or without diacritics, in any case, đ or d', () => {
    expect(codesFor('THỢ HÀN')[0]).toBe('72106');
    expect(codesFor('tho han')[0]).toBe('72106');
    expect(codesFor('thợ điện')[0]).toBe('72200');
    expect(codesFor('tho dien')[0]).toBe('72200');
  });

  it('tells words apart by the accents typed: thợ may is a tailor, thợ máy a mechanic', () => {
    expect(codesFor('thợ may')[0]).toBe('64200');
    expect(codesFor('thợ máy')[0]).toBe('72410');
  });

  it('finds English plurals, compounds and words made from index words', () => {
    expect(codesFor('welders', 'en')[0]).toBe('72106');
    expect(codesFor('cabinet maker', 'en')[0]).toBe('72311');
    expect(codesFor('drywaller', 'en')).toContain('73102');
  });

  it('completes a half-typed last word', () => {
    expect(codesFor('weld', 'en')[0]).toBe('72106');
    expect(codesFor('lập trình vi')[0]).toBe('21232');
  });

  it('prefers the job over its supervisor or helper unless those are asked for', () => {
    expect(codesFor('carpenter', 'en')[0]).toBe('72310');
    expect(codesFor('carpenter supervisor', 'en')[0]).toBe('72013');
    expect(codesFor('carpenter helper', 'en')[0]).toBe('75110');
  });

  it('leaves out words it does not know, and answers nothing for nothing', () => {
    expect(codesFor('java developer xyzzy', 'en')).toContain('21232');
    expect(searchOccupations('')).toEqual([]);
    expect(searchOccupations('  - / ')).toEqual([]);
    expect(searchOccupations('qqqqq')).toEqual([]);
  });

  it('answers at most `limit` groups, each once, best first', () => {
    const matches = searchOccupations('technician', { language: 'en', limit: 7 });
    expect(matches).toHaveLength(7);
    expect(new Set(matches.map((match) => match.code)).size).toBe(7);
    for (let i = 1; i < matches.length; i++) {
      expect(matches[i - 1]?.score).toBeGreaterThanOrEqual(matches[i]?.score as number);
    }
  });

  it('answers the same query the same way each time (its buffers are reset)', () => {
    const first = searchOccupations('nail technician', { language: 'en' });
    searchOccupations('kế toán');
    expect(searchOccupations('nail technician', { language: 'en' })).toEqual(first);
  });
});
