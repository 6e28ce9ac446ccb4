import type {
  ChangePasswordRequest,
  EmailPreferences,
  Envelope,
  MailList,
  UpdateUserRequest,
  User,
} from '@maplebridge/contracts';

import { apiRequest } from '#shared/api/api-client.ts';

export const profileApi = {
  update: (id: string, body: UpdateUserRequest) =>
    apiRequest<Envelope<User>>(`/users/${id}`, { method: 'PUT', body }),
  uploadImage: (file: Blob, fileName: string) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return apiRequest<Envelope<{ downloadUrl: string }>>('/images/upload', { method: 'POST', body: form });
  },
  deleteImage: (url: string) =>
    apiRequest<Envelope<null>>(`/images/delete-by-url?${encodeURIComponent(url)}`, { method: 'DELETE' }),
  exportData: () => apiRequest<Envelope<unknown>>('/users/me/export'),
  deleteAccount: (password: string) =>
    apiRequest<Envelope<null>>('/users/me', { method: 'DELETE', body: { password } }),
  changePassword: (body: ChangePasswordRequest) =>
    apiRequest<Envelope<{ token: string }>>('/auth/change-password', { method: 'POST', body }),
  /** Issue 18: a new e-mail waits (`pendingEmail`) for the code sent to it. */
  confirmEmailChange: (otp: string) =>
    apiRequest<Envelope<User>>('/users/confirm-email-change', { method: 'POST', body: { otp } }),
  resendEmailChange: () => apiRequest<Envelope<null>>('/users/resend-email-change', { method: 'POST' }),
  cancelEmailChange: () => apiRequest<Envelope<User>>('/users/cancel-email-change', { method: 'POST' }),
  /** Issue 22: the opt-ins to new-round alerts and the weekly digest, and the language of those mails. */
  emailPreferences: () => apiRequest<Envelope<EmailPreferences>>('/users/me/email-preferences'),
  saveEmailPreferences: (body: EmailPreferences) =>
    apiRequest<Envelope<EmailPreferences>>('/users/me/email-preferences', { method: 'PUT', body }),
  /** A mail's unsubscribe link, without sign-in: the token names the member and the list (RFC 8058's body). */
  unsubscribe: (token: string) =>
    apiRequest<Envelope<{ list: MailList }>>(`/mail/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      body: { 'List-Unsubscribe': 'One-Click' },
      token: '',
    }),
};
