import type { Language } from '@maplebridge/contracts';

const FORMATS: Record<Language, Intl.DateTimeFormat> = {
  // The glossary's Vietnamese dates: 19/08/2026.
  vi: new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' }),
};

/** A date as the reader's language writes it. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return FORMATS[language === 'en' ? 'en' : 'vi'].format(date);
}
