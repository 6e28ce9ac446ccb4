import type { SubmittedAnswerInput } from '@maplebridge/contracts';

/** A CRS result the person asks about: its quiz answers (POST /api/crs/calculate-score's body) and score. */
export interface AskedResult {
  answers: SubmittedAnswerInput[];
  score: number;
}

/**
 * What another page hands to /chat-ai in the router state: a question to ask on arrival, or a result
 * to ask about. Shared, since the home teaser and the CRS pages send it and the chat reads it.
 */
export interface ChatPageState {
  question?: string;
  result?: AskedResult;
}
