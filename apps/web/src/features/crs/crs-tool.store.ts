import type { CrsCalculation } from '@maplebridge/contracts';
import { answerQuestion, applyWorkDetails, type QuizAnswers, type WorkDetails } from '@maplebridge/crs';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface CrsToolState {
  answers: QuizAnswers;
  /** The quiz's optional "Your work" step; null while it is skipped. */
  work: WorkDetails | null;
  /** The result of the quiz just taken (with its programs and rounds), and its id once saved. */
  result: CrsCalculation | null;
  savedId: string | null;
  /** The result was worked out in this browser, the server out of reach (offline-calculation.ts): no rounds. */
  isOffline: boolean;
  /** Saving was asked for without a connection: it happens once the connection is back (offline-result.tsx). */
  isSavePending: boolean;
  answer(sortOrder: number, value: string): void;
  setWork(work: WorkDetails | null): void;
  resetQuiz(): void;
  showResult(result: CrsCalculation, isOffline?: boolean): void;
  /** The server's result for the same answers, in place of the one worked out offline. */
  refreshResult(result: CrsCalculation): void;
  setSavePending(isPending: boolean): void;
  markSaved(id: string): void;
}

/** The quiz and its result, for this tab only (spec section 3: session storage `crs-tool-storage`). */
export const useCrsToolStore = create<CrsToolState>()(
  persist(
    (set) => ({
      answers: {},
      work: null,
      result: null,
      savedId: null,
      isOffline: false,
      isSavePending: false,
      // The engine clears the answers a change makes meaningless and those it hides; the work step
      // then puts back the work and offer answers it decides (a person enters their work once).
      answer: (sortOrder, value) =>
        set((state) => ({
          answers: applyWorkDetails(answerQuestion(state.answers, sortOrder, value), state.work),
        })),
      setWork: (work) => set((state) => ({ work, answers: applyWorkDetails(state.answers, work) })),
      // A new quiz starts a new test: the previous result is in the history if it was saved.
      resetQuiz: () =>
        set({ answers: {}, work: null, result: null, savedId: null, isOffline: false, isSavePending: false }),
      showResult: (result, isOffline = false) =>
        set({ result, savedId: null, isOffline, isSavePending: false }),
      refreshResult: (result) => set({ result, isOffline: false }),
      setSavePending: (isSavePending) => set({ isSavePending }),
      markSaved: (savedId) => set({ savedId, isSavePending: false }),
    }),
    {
      name: 'crs-tool-storage',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ answers, work, result, savedId, isOffline, isSavePending }) => ({
        answers,
        work,
        result,
        savedId,
        isOffline,
        isSavePending,
      }),
    },
  ),
);
