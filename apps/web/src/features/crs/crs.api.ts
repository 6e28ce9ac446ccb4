import type { CrsCalculation, Envelope, SavedCrsResult } from '@maplebridge/contracts';
import type { CrsQuestion, SubmittedAnswer, WorkDetails } from '@maplebridge/crs';
import { apiRequest } from '#shared/api/api-client.ts';

/** The CRS calls of spec section 7, and the eligibility of the quiz's "Your work" step. */
export const crsApi = {
  questions: () => apiRequest<Envelope<CrsQuestion[]>>('/crs/question-banks'),
  /** The spec's body is the answers alone; with the work step they travel together. */
  calculate: (answers: SubmittedAnswer[], work: WorkDetails | null) =>
    apiRequest<Envelope<CrsCalculation>>('/crs/calculate-score', {
      method: 'POST',
      body: work ? { answers, work } : answers,
    }),
  save: (answers: SubmittedAnswer[], work: WorkDetails | null) =>
    apiRequest<Envelope<string>>('/crs/save-crs-result', {
      method: 'POST',
      body: { crsResultDetailDTO: answers, work },
    }),
  latest: () => apiRequest<Envelope<SavedCrsResult[]>>('/crs/last-5-crs-results', { method: 'POST' }),
  get: (id: string) => apiRequest<Envelope<SavedCrsResult>>(`/crs/crs-result/${encodeURIComponent(id)}`),
  update: (id: string, answers: SubmittedAnswer[], work: WorkDetails | null) =>
    apiRequest<Envelope<SavedCrsResult>>(`/crs/crs-result/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { crsResultDetailDTO: answers, work },
    }),
};
