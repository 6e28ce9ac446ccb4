import { useCrsHistory } from '../crs.queries.ts';
import { useCrsToolStore } from '../crs-tool.store.ts';
import { type LatestScore, latestScoreOf } from './rounds-data.ts';

/** The person's latest score: the quiz just taken in this tab or, when newer, the member's latest saved result. */
export function useLatestScore(): LatestScore | null {
  const quiz = useCrsToolStore((state) => state.result);
  const history = useCrsHistory();
  return latestScoreOf(quiz, history.data?.[0]);
}
