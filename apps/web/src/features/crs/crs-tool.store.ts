import type { CrsCalculation, EligibilityAnswerDto } from '@maplebridge/contracts';
import { answerQuestion, type QuizAnswers, type WorkDetails } from '@maplebridge/crs';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface CrsToolState {
  answers: QuizAnswers;
  /** The quiz's optional "Your work" step; null while it is skipped. */
  work: WorkDetails | null;
  /** The result of the quiz just taken, and its id once saved. */
  result: CrsCalculation | null;
  /** Programs and categories for that result; null when the work step was skipped. */
  eligibility: EligibilityAnswerDto | null;
  savedId: string | null;
  answer(sortOrder: number, value: string): void;
  setWork(work: WorkDetails | null): void;
  resetQuiz(): void;
  showResult(result: CrsCalculation, eligibility: EligibilityAnswerDto | null): void;
  markSaved(id: string): void;
}

/** The quiz and its result, for this tab only (spec section 3: session storage `crs-tool-storage`). */
export const useCrsToolStore = create<CrsToolState>()(
  persist(
    (set) => ({
      answers: {},
      work: null,
      result: null,
      eligibility: null,
      savedId: null,
      // The engine clears the answers a change makes meaningless and those it hides.
      answer: (sortOrder, value) =>
        set((state) => ({ answers: answerQuestion(state.answers, sortOrder, value) })),
      setWork: (work) => set({ work }),
      // A new quiz starts a new test: the previous result is in the history if it was saved.
      resetQuiz: () => set({ answers: {}, work: null, result: null, eligibility: null, savedId: null }),
      showResult: (result, eligibility) => set({ result, eligibility, savedId: null }),
      markSaved: (savedId) => set({ savedId }),
    }),
    {
      name: 'crs-tool-storage',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ answers, work, result, eligibility, savedId }) => ({
        answers,
        work,
        result,
        eligibility,
        savedId,
      }),
    },
  ),
);
