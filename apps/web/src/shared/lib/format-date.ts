import type { Language } from '@maplebridge/contracts';

const OPTIONS: Record<Language, [locale: string, Intl.DateTimeFormatOptions]> = {
  // The glossary's Vietnamese dates: 19/08/2026.
  vi: ['vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric' }],
  en: ['en-CA', { dateStyle: 'long' }],
};

// Made on first use: a formatter loads its locale's data (about 16 ms on a slow phone), which a
// page without dates should not pay while it starts.
const formats = new Map<Language, Intl.DateTimeFormat>();

function formatOf(language: Language) {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(...OPTIONS[language]);
    formats.set(language, format);
  }
  return format;
}

/** A date as the reader's language writes it. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatOf(language === 'en' ? 'en' : 'vi').format(date);
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
