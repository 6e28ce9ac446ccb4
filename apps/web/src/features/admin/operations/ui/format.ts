import { formatDate } from '#shared/lib/format-date.ts';

const localeOf = (language: string) => (language === 'en' ? 'en-CA' : 'vi-VN');

/** 1.200 in Vietnamese, 1,200 in English (the glossary's number format). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

const DATE_TIME_FORMATS = {
  // The glossary's Vietnamese dates, with the time: 14:05 19/08/2026.
  vi: new Intl.DateTimeFormat('vi-VN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }),
  en: new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }),
};

/** A moment with its time, for logs and messages: 14:05 19/08/2026, or Aug 19, 2026, 2:05 p.m. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return DATE_TIME_FORMATS[language === 'en' ? 'en' : 'vi'].format(date);
}

/** A calendar day (`2026-08-19`), read at local noon so no time zone moves it a day. */
export function formatDay(isoDay: string, language: string): string {
  return formatDate(`${isoDay}T12:00:00`, language);
}
