import type { CrsScoreDto } from '@maplebridge/contracts';
import { SCORE_GROUPS, type ScoreGroupKey } from './result-cards.tsx';

/** One line of two results side by side: A's points, B's, and B − A. */
export interface ComparedLine {
  factor: string;
  a: number;
  b: number;
  difference: number;
}

export interface ComparedGroup {
  key: ScoreGroupKey;
  lines: ComparedLine[];
  total: ComparedLine;
}

const line = (factor: string, a: number, b: number): ComparedLine => ({ factor, a, b, difference: b - a });

/**
 * Two scores line by line: each group's factors (those either score has, in the engine's order), its
 * total, and the grand total. The spouse group shows when either profile has a spouse who comes along.
 */
export function compareScores(a: CrsScoreDto, b: CrsScoreDto) {
  const pointsOf = (score: CrsScoreDto, factor: string) =>
    score.lines.find((candidate) => candidate.factor === factor)?.points ?? 0;
  const groups: ComparedGroup[] = SCORE_GROUPS.filter(
    (group) => group.key !== 'spouse' || a.isWithSpouse || b.isWithSpouse,
  ).map((group) => {
    const factors = [
      ...new Set(
        [...a.lines, ...b.lines]
          .map((each) => each.factor)
          .filter((factor) => factor.startsWith(group.prefix)),
      ),
    ];
    return {
      key: group.key,
      lines: factors.map((factor) => line(factor, pointsOf(a, factor), pointsOf(b, factor))),
      total: line(group.total, a[group.total], b[group.total]),
    };
  });
  return { groups, grandTotal: line('grandtotal', a.grandtotal, b.grandtotal) };
}
