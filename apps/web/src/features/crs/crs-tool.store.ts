import type { CrsCalculation } from '@maplebridge/contracts';
import { answerQuestion, type QuizAnswers } from '@maplebridge/crs';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface CrsToolState {
  answers: QuizAnswers;
  /** The result of the quiz just taken, and its id once saved. */
  result: CrsCalculation | null;
  savedId: string | null;
  answer(sortOrder: number, value: string): void;
  resetQuiz(): void;
  showResult(result: CrsCalculation): void;
  markSaved(id: string): void;
}

/** The quiz and its result, for this tab only (spec section 3: session storage `crs-tool-storage`). */
export const useCrsToolStore = create<CrsToolState>()(
  persist(
    (set) => ({
      answers: {},
      result: null,
      savedId: null,
      // The engine clears the answers a change makes meaningless and those it hides.
      answer: (sortOrder, value) =>
        set((state) => ({ answers: answerQuestion(state.answers, sortOrder, value) })),
      // A new quiz starts a new test: the previous result is in the history if it was saved.
      resetQuiz: () => set({ answers: {}, result: null, savedId: null }),
      showResult: (result) => set({ result, savedId: null }),
      markSaved: (savedId) => set({ savedId }),
    }),
    {
      name: 'crs-tool-storage',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ answers, result, savedId }) => ({ answers, result, savedId }),
    },
  ),
);
