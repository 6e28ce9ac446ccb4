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
  answer(sortOrder: number, value: string): void;
  setWork(work: WorkDetails | null): void;
  resetQuiz(): void;
  showResult(result: CrsCalculation): void;
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
      // The engine clears the answers a change makes meaningless and those it hides; the work step
      // then puts back the work and offer answers it decides (a person enters their work once).
      answer: (sortOrder, value) =>
        set((state) => ({
          answers: applyWorkDetails(answerQuestion(state.answers, sortOrder, value), state.work),
        })),
      setWork: (work) => set((state) => ({ work, answers: applyWorkDetails(state.answers, work) })),
      // A new quiz starts a new test: the previous result is in the history if it was saved.
      resetQuiz: () => set({ answers: {}, work: null, result: null, savedId: null }),
      showResult: (result) => set({ result, savedId: null }),
      markSaved: (savedId) => set({ savedId }),
    }),
    {
      name: 'crs-tool-storage',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ answers, work, result, savedId }) => ({ answers, work, result, savedId }),
    },
  ),
);
