import {
  type CrsCalculation,
  DRAW_CATEGORIES,
  type DrawCategory,
  type DrawCutOff,
  type SavedCrsResult,
} from '@maplebridge/contracts';
import type { RoundsFilter } from './rounds-filter.ts';

/** A round on the chart: its cut-off and its day as a UTC time. */
export interface ChartPoint extends DrawCutOff {
  time: number;
}

/** The rounds of one category in the period shown, oldest first, drawn as one line and its marks. */
export interface RoundSeries {
  category: DrawCategory;
  points: ChartPoint[];
  /** Runs of rounds joined by a line: a long gap ends one, so no line crosses months with no round. */
  lines: ChartPoint[][];
  lowest: number;
  highest: number;
  latest: ChartPoint;
}

/** Rounds of a kind further apart than half a year are not joined: a line would show a trend no round had. */
export const MAX_GAP_DAYS = 183;
const DAY_MS = 86_400_000;
/** Room above and below the highest and lowest score, so no mark sits on the chart's edge. */
const SCORE_MARGIN = 20;

export const dayTime = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

function linesOf(points: ChartPoint[]): ChartPoint[][] {
  const lines: ChartPoint[][] = [];
  let previous: ChartPoint | undefined;
  for (const point of points) {
    const line = lines.at(-1);
    if (line && previous && point.time - previous.time <= MAX_GAP_DAYS * DAY_MS) line.push(point);
    else lines.push([point]);
    previous = point;
  }
  return lines;
}

/**
 * The chart's series: the rounds of the filter's category (or all) on or after `from`, one series a
 * category in the order the API lists categories, so each keeps its colour whatever the filter.
 */
export function toRoundSeries(
  cutOffs: readonly DrawCutOff[],
  filter: Pick<RoundsFilter, 'category'> & { from: string | undefined },
): RoundSeries[] {
  const byCategory = new Map<DrawCategory, ChartPoint[]>();
  for (const cutOff of cutOffs) {
    if (filter.category !== 'all' && cutOff.category !== filter.category) continue;
    if (filter.from && cutOff.date < filter.from) continue;
    const points = byCategory.get(cutOff.category) ?? [];
    points.push({ ...cutOff, time: dayTime(cutOff.date) });
    byCategory.set(cutOff.category, points);
  }
  return DRAW_CATEGORIES.flatMap((category) => {
    const points = byCategory.get(category)?.sort((a, b) => a.time - b.time);
    const latest = points?.at(-1);
    if (!points || !latest) return [];
    const scores = points.map((point) => point.lowestScore);
    return [
      {
        category,
        points,
        lines: linesOf(points),
        lowest: Math.min(...scores),
        highest: Math.max(...scores),
        latest,
      },
    ];
  });
}

/** The categories that have had a round, in the API's order: the choices of the category filter. */
export function categoriesWithRounds(cutOffs: readonly DrawCutOff[]): DrawCategory[] {
  const seen = new Set(cutOffs.map((cutOff) => cutOff.category));
  return DRAW_CATEGORIES.filter((category) => seen.has(category));
}

/** The scores the chart's vertical axis spans: every cut-off shown and the person's score. */
export function scoreDomain(series: readonly RoundSeries[], score: number | null): [number, number] {
  const values = series.flatMap((one) => [one.lowest, one.highest]);
  if (score !== null) values.push(score);
  return [Math.max(0, Math.min(...values) - SCORE_MARGIN), Math.max(...values) + SCORE_MARGIN];
}

/** The person's score the chart draws as a line, and where it comes from. */
export interface LatestScore {
  score: number;
  /** When it was worked out (ISO). */
  date: string;
  source: 'quiz' | 'saved';
}

/**
 * The newer of the quiz just taken in this tab and the member's latest saved result; a saved result
 * counts with today's rules when they changed its score.
 */
export function latestScoreOf(
  quiz: Pick<CrsCalculation, 'grandtotal' | 'submissionDate'> | null,
  saved: Pick<SavedCrsResult, 'result' | 'currentResult' | 'submissionDate'> | undefined,
): LatestScore | null {
  const fromQuiz = quiz && { score: quiz.grandtotal, date: quiz.submissionDate, source: 'quiz' as const };
  const fromSaved = saved && {
    score: (saved.currentResult ?? saved.result).grandtotal,
    date: saved.submissionDate,
    source: 'saved' as const,
  };
  if (!fromQuiz || !fromSaved) return fromQuiz ?? fromSaved ?? null;
  return Date.parse(fromSaved.date) > Date.parse(fromQuiz.date) ? fromSaved : fromQuiz;
}
