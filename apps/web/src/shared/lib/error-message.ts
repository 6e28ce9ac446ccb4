import type { TFunction } from 'i18next';
import { ApiError } from '#shared/api/api-error.ts';
import { i18n } from '#shared/i18n/i18n.ts';

/**
 * What to tell the user about a failed call, in their language (`errors.<code>`), else the server's
 * words. A wait the server names (a lock-out) is given as `{{count}}` minutes and the `{{time}}` it ends.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.server.internal');
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined) return t(`errors.${error.code}`, { defaultValue: error.message });
  const language = i18n.language === 'en' ? 'en-CA' : 'vi-VN';
  return t(`errors.${error.code}`, {
    defaultValue: error.message,
    count: Math.ceil(seconds / 60),
    time: new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(
      Date.now() + seconds * 1000,
    ),
  });
}

/** Server field errors (`body.email`) as form field names (`email`). */
export function fieldErrorsOf(error: unknown): Array<{ name: string; message: string }> {
  if (!(error instanceof ApiError)) return [];
  return error.fields.map((field) => ({
    name: field.field.replace(/^(body|query|querystring)\./, ''),
    message: field.message,
  }));
}
