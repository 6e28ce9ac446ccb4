import { describe, expect, it } from 'vitest';
import { findOccupations, getOccupation, isOccupationCode } from './occupations.ts';

describe('getOccupation', () => {
  it('answers a civil engineer: TEER 1, FSW and CEC, the STEM category of the year in force', () => {
    expect(getOccupation('21300', '2026-11-25')).toEqual({
      code: '21300',
      titleVi: 'Kỹ sư xây dựng dân dụng',
      titleEn: 'Civil engineers',
      teer: 1,
      programs: ['fsw', 'cec'],
      categories: ['2026-stem'],
    });
    expect(getOccupation('21300', '2026-02-17').categories).toEqual(['2025-stem']);
  });

  it('lists no category for an occupation on no list (software engineers are not in STEM)', () => {
    expect(getOccupation('21231', '2026-11-25').categories).toEqual([]);
  });

  it('adds FST for a trade, and the trades list of the year in force', () => {
    expect(getOccupation('72106', '2026-11-25')).toMatchObject({ teer: 2, programs: ['fsw', 'cec', 'fst'] });
    expect(getOccupation('72106', '2026-11-25').categories).toEqual(['2026-trades']);
  });

  it('follows the lists by date: cooks are in the 2025 trades, not the 2026 ones', () => {
    expect(getOccupation('63200', '2026-02-17').categories).toEqual(['2025-trades']);
    expect(getOccupation('63200', '2026-02-18').categories).toEqual([]);
  });

  it('gives no program to a TEER 4 or 5 occupation', () => {
    expect(getOccupation('65201', '2026-11-25')).toMatchObject({ teer: 5, programs: [], categories: [] });
  });

  it('throws for a code that is not a unit group', () => {
    expect(isOccupationCode('99999')).toBe(false);
    expect(isOccupationCode('21231')).toBe(true);
    expect(() => getOccupation('99999', '2026-11-25')).toThrow(RangeError);
  });
});

describe('findOccupations', () => {
  it('describes the best matches, best first', () => {
    const [first] = findOccupations('y tá', { language: 'vi', asOf: '2026-11-25', limit: 3 });
    expect(first).toMatchObject({
      code: '31301',
      teer: 1,
      categories: ['2026-healthcare-social-services'],
    });
  });
});
