import type { TFunction } from 'i18next';
import { ApiError } from '#shared/api/api-error.ts';

/** What to tell the user about a failed call, in their language (`errors.<code>`), else the server's words. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`, { defaultValue: error.message });
  return t('errors.server.internal');
}

/** Server field errors (`body.email`) as form field names (`email`). */
export function fieldErrorsOf(error: unknown): Array<{ name: string; message: string }> {
  if (!(error instanceof ApiError)) return [];
  return error.fields.map((field) => ({
    name: field.field.replace(/^(body|query|querystring)\./, ''),
    message: field.message,
  }));
}
