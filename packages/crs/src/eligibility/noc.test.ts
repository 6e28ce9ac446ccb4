import { describe, expect, it } from 'vitest';
import { getNocUnitGroup, isNocUnitGroup, jobOfferFor, teerOf } from './noc.ts';

describe('NOC 2021 lookups', () => {
  it('finds a unit group by code with its TEER and English title', () => {
    expect(getNocUnitGroup('21231')).toEqual({
      code: '21231',
      teer: 1,
      titleEn: 'Software engineers and designers',
    });
    expect(teerOf('73300')).toBe(3);
    expect(isNocUnitGroup('21231')).toBe(true);
    expect(isNocUnitGroup('21239')).toBe(false);
    expect(() => getNocUnitGroup('21239')).toThrow('21239 is not a NOC 2021 unit group');
  });

  it('names the CRS job-offer answer of an occupation', () => {
    expect(jobOfferFor('00012')).toBe('teer0Major00');
    expect(jobOfferFor('60030')).toBe('teer0123');
    expect(jobOfferFor('73300')).toBe('teer0123');
    expect(jobOfferFor('65100')).toBe('teer45');
  });
});
