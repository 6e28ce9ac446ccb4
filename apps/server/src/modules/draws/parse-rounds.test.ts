import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config.ts';
import { categoryOf } from './draw-category.ts';
import { roundsFile } from './draws-data.ts';
import { parseRounds, RoundsFormatError } from './parse-rounds.ts';

const fixture = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'ircc-rounds.json'), 'utf8');
const committed = parseRounds(fs.readFileSync(roundsFile(loadConfig({}).contentDir), 'utf8'));

describe('parseRounds', () => {
  it("reads IRCC's feed: text numbers with separators, dates, tie-break, pool bands", () => {
    const [newest, french] = parseRounds(fixture);
    expect(newest).toEqual({
      number: '438',
      date: '2026-09-02',
      name: 'Canadian Experience Class',
      programs: 'Canadian Experience Class',
      invitations: 2500,
      lowestScore: 519,
      tieBreak: 'August 20, 2026 at 10:11:12 UTC',
      distributionAsOn: '2026-08-31',
      distribution: expect.objectContaining({ '601-1200': 512, '501-600': 18_900, total: 226_312 }),
    });
    expect(french).toMatchObject({ number: '437', invitations: 5000, lowestScore: 382, distribution: null });
  });

  it('reads the committed copy: every round from 2015, with 2024, 2025 and 2026 complete', () => {
    expect(committed).toHaveLength(438);
    const perYear = (year: string) => committed.filter((round) => round.date.startsWith(year)).length;
    expect([perYear('2024'), perYear('2025'), perYear('2026')]).toEqual([52, 58, 49]);
    expect(committed[0]).toMatchObject({ number: '437', date: '2026-08-19', lowestScore: 382 });
  });

  it('puts every round IRCC has named into a known category', () => {
    const unknown = committed
      .filter((round) => categoryOf(round.name) === 'other')
      .map((round) => round.name);
    expect(unknown).toEqual([]);
    expect(categoryOf('No Program Specified')).toBe('general');
    expect(categoryOf('French language proficiency (Version 1)')).toBe('french');
    expect(categoryOf('Healthcare and Social Services Occupations, 2026-Version 3')).toBe('healthcare');
    expect(categoryOf('Trades Occupations, 2026-Version 1')).toBe('trades');
    expect(categoryOf('Provincial Nominee Program')).toBe('pnp');
    // No researchers round yet (up to round 437); named as the 2026 physicians and senior managers rounds are.
    expect(categoryOf('Researchers with Canadian Work Experience, 2026-Version 1')).toBe('researchers');
  });

  it('refuses what is not a rounds list, naming the bad round', () => {
    expect(() => parseRounds('not json')).toThrow(RoundsFormatError);
    expect(() => parseRounds('{"draws": []}')).toThrow('"rounds" list');
    expect(() =>
      parseRounds(
        '{"rounds": [{"drawNumber": "1", "drawDate": "yesterday", "drawName": "x", "drawSize": "1", "drawCRS": "1"}]}',
      ),
    ).toThrow('Round 1: drawDate');
    expect(() =>
      parseRounds(
        '{"rounds": [{"drawNumber": "2", "drawDate": "2026-01-01", "drawName": "x", "drawSize": "many", "drawCRS": "1"}]}',
      ),
    ).toThrow('drawSize');
  });
});
