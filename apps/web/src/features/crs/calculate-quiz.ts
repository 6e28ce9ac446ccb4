import type { CrsCalculation } from '@maplebridge/contracts';
import { type QuizAnswers, toSubmission, type WorkDetails } from '@maplebridge/crs';
import { ApiError } from '#shared/api/api-error.ts';
import { crsApi } from './crs.api.ts';

/** Whether the server could not be reached at all (no answer), as opposed to an answer refusing the request. */
export const isUnreachable = (error: unknown) =>
  error instanceof ApiError && error.code === 'network.unreachable';

/**
 * The quiz's result: the server's, or, when the browser is offline or the server cannot be reached,
 * the engine's in this browser (offline-calculation.ts, loaded only then; ADR 028). `isOffline` says
 * which, so the result page can say what an offline result lacks (the recent rounds).
 */
export async function calculateQuiz(
  answers: QuizAnswers,
  work: WorkDetails | null,
): Promise<{ result: CrsCalculation; isOffline: boolean }> {
  if (navigator.onLine) {
    try {
      return { result: (await crsApi.calculate(toSubmission(answers), work)).data, isOffline: false };
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
  const { calculateOffline } = await import('./offline-calculation.ts');
  return { result: calculateOffline(answers, work), isOffline: true };
}
