import type { CrsCalculation, Envelope, SavedCrsResult, SharedCrsResult } from '@maplebridge/contracts';
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
  /** A member's name for their result; null (or empty) takes it away. */
  rename: (id: string, name: string | null) =>
    apiRequest<Envelope<SavedCrsResult>>(`/crs/crs-result/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { name },
    }),
  remove: (id: string) =>
    apiRequest<Envelope<null>>(`/crs/crs-result/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** The token of the result's shared link: made on the first call, the same afterwards. */
  share: (id: string) =>
    apiRequest<Envelope<{ shareToken: string }>>(`/crs/crs-result/${encodeURIComponent(id)}/share`, {
      method: 'POST',
    }),
  stopSharing: (id: string) =>
    apiRequest<Envelope<null>>(`/crs/crs-result/${encodeURIComponent(id)}/share`, { method: 'DELETE' }),
  /** A shared result, for anyone with its link. */
  shared: (token: string) =>
    apiRequest<Envelope<SharedCrsResult>>(`/crs/shared/${encodeURIComponent(token)}`, { token: '' }),
};
