import type { DrawCutOff } from '@maplebridge/contracts';
import { describe, expect, it } from 'vitest';
import { categoriesWithRounds, latestScoreOf, scoreDomain, toRoundSeries } from './rounds-data.ts';

const round = (number: string, date: string, category: DrawCutOff['category'], lowestScore: number) => ({
  number,
  date,
  category,
  lowestScore,
  invitations: 1000,
});

/** Oldest first, as GET /api/draws/cut-offs answers. */
const CUT_OFFS: DrawCutOff[] = [
  round('300', '2024-01-10', 'general', 546),
  round('301', '2024-01-24', 'pnp', 720),
  round('302', '2024-02-01', 'french', 365),
  round('303', '2024-12-05', 'french', 410),
  round('304', '2025-01-08', 'general', 524),
  round('305', '2025-02-19', 'cec', 521),
  round('306', '2025-03-05', 'french', 379),
  round('307', '2025-03-21', 'pnp', 736),
];

describe('toRoundSeries', () => {
  it('makes one series a category, in the API’s order of categories, each with its range and latest round', () => {
    const series = toRoundSeries(CUT_OFFS, { category: 'all', from: undefined });
    expect(series.map((one) => one.category)).toEqual(['general', 'cec', 'pnp', 'french']);
    const french = series.find((one) => one.category === 'french');
    expect(french?.points.map((point) => point.number)).toEqual(['302', '303', '306']);
    expect(french).toMatchObject({ lowest: 365, highest: 410, latest: { number: '306', lowestScore: 379 } });
    expect(french?.points[0]?.time).toBe(Date.UTC(2024, 1, 1));
  });

  it('keeps only the category and the period asked for', () => {
    const french = toRoundSeries(CUT_OFFS, { category: 'french', from: '2024-06-01' });
    expect(french).toHaveLength(1);
    expect(french[0]?.points.map((point) => point.number)).toEqual(['303', '306']);
    expect(
      toRoundSeries(CUT_OFFS, { category: 'all', from: '2025-02-01' }).map((one) => one.category),
    ).toEqual(['cec', 'pnp', 'french']);
    expect(toRoundSeries(CUT_OFFS, { category: 'stem', from: undefined })).toEqual([]);
  });

  it('breaks a line where a category had no round for more than half a year', () => {
    const [french] = toRoundSeries(CUT_OFFS, { category: 'french', from: undefined });
    // 1 February to 5 December 2024 is over 183 days; December to March is not.
    expect(french?.lines.map((line) => line.map((point) => point.number))).toEqual([['302'], ['303', '306']]);
  });
});

describe('categoriesWithRounds', () => {
  it('lists the categories that have had a round, in the API’s order', () => {
    expect(categoriesWithRounds(CUT_OFFS)).toEqual(['general', 'cec', 'pnp', 'french']);
  });
});

describe('scoreDomain', () => {
  it('spans every cut-off shown and the person’s score, with room around them', () => {
    const series = toRoundSeries(CUT_OFFS, { category: 'french', from: undefined });
    expect(scoreDomain(series, null)).toEqual([345, 430]);
    expect(scoreDomain(series, 471)).toEqual([345, 491]);
    expect(scoreDomain(series, 300)).toEqual([280, 430]);
  });
});

describe('latestScoreOf', () => {
  const quiz = { grandtotal: 471, submissionDate: '2026-11-27T08:00:00.000Z' };
  const saved = (submissionDate: string, current: number | null = null) => ({
    submissionDate,
    result: { grandtotal: 455 },
    currentResult: current === null ? null : { grandtotal: current },
  });

  it('is the quiz just taken, the saved result, or nothing', () => {
    expect(latestScoreOf(quiz, undefined)).toEqual({ score: 471, date: quiz.submissionDate, source: 'quiz' });
    expect(latestScoreOf(null, saved('2026-11-01T00:00:00.000Z') as never)).toEqual({
      score: 455,
      date: '2026-11-01T00:00:00.000Z',
      source: 'saved',
    });
    expect(latestScoreOf(null, undefined)).toBeNull();
  });

  it('is the newer of the two, a saved result scored under today’s rules when they changed it', () => {
    expect(latestScoreOf(quiz, saved('2026-11-01T00:00:00.000Z') as never)?.source).toBe('quiz');
    expect(latestScoreOf(quiz, saved('2026-11-28T00:00:00.000Z', 430) as never)).toEqual({
      score: 430,
      date: '2026-11-28T00:00:00.000Z',
      source: 'saved',
    });
  });
});
