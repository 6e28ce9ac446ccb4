import type { SubmittedAnswerInput } from '@maplebridge/contracts';

// Only the home teaser imports this at run time (the page reads the state by its type), so it travels
// in the home page's chunk instead of a chunk of its own.
export const CHAT_PATH = '/chat-ai';

/** A CRS result the person asks about: its quiz answers (POST /api/crs/calculate-score's body) and score. */
export interface AskedResult {
  answers: SubmittedAnswerInput[];
  score: number;
}

/** What another page hands to /chat-ai: a question to ask on arrival, or a result to ask about. */
export interface ChatPageState {
  question?: string;
  result?: AskedResult;
}

export const chatPageStateOf = (question: string): ChatPageState => ({ question });
