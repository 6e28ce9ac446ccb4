import type { CrsCalculation, Envelope, SavedCrsResult } from '@maplebridge/contracts';
import type { CrsQuestion, SubmittedAnswer } from '@maplebridge/crs';
import { apiRequest } from '#shared/api/api-client.ts';

/** The CRS calls of spec section 7. */
export const crsApi = {
  questions: () => apiRequest<Envelope<CrsQuestion[]>>('/crs/question-banks'),
  calculate: (answers: SubmittedAnswer[]) =>
    apiRequest<Envelope<CrsCalculation>>('/crs/calculate-score', { method: 'POST', body: answers }),
  save: (answers: SubmittedAnswer[]) =>
    apiRequest<Envelope<string>>('/crs/save-crs-result', {
      method: 'POST',
      body: { crsResultDetailDTO: answers },
    }),
  latest: () => apiRequest<Envelope<SavedCrsResult[]>>('/crs/last-5-crs-results', { method: 'POST' }),
  get: (id: string) => apiRequest<Envelope<SavedCrsResult>>(`/crs/crs-result/${encodeURIComponent(id)}`),
  update: (id: string, answers: SubmittedAnswer[]) =>
    apiRequest<Envelope<SavedCrsResult>>(`/crs/crs-result/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { crsResultDetailDTO: answers },
    }),
};
