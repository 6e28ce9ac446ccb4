import type { ContactSupportRequest, Envelope } from '@maplebridge/contracts';
import { apiRequest } from '#shared/api/api-client.ts';

/** Spec section 7: the support form; the client adds the member's bearer token when there is one. */
export const contactApi = {
  sendSupportMessage: (body: ContactSupportRequest) =>
    apiRequest<Envelope<{ id: string; reference: string }>>('/contact-support', { method: 'POST', body }),
};
