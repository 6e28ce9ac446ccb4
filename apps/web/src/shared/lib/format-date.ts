import type { Language } from '@maplebridge/contracts';

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A date as the reader's language writes it: 19/08/2026 (the glossary's Vietnamese dates) or
 * August 19, 2026, as `Intl.DateTimeFormat` writes them for vi-VN and en-CA (the tests compare).
 * Written by hand because the first `Intl` formatter loads the locale's data, about 25 ms of a
 * page's start on a slow phone, for two fixed patterns.
 */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = date.getDate();
  const year = date.getFullYear();
  return language === 'en'
    ? `${MONTHS[date.getMonth()]} ${day}, ${year}`
    : `${twoDigits(day)}/${twoDigits(date.getMonth() + 1)}/${year}`;
}

const DATE_TIME_OPTIONS: Record<Language, [locale: string, Intl.DateTimeFormatOptions]> = {
  // The glossary's Vietnamese dates, with the time: 14:05 19/08/2026.
  vi: ['vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }],
  en: ['en-CA', { dateStyle: 'medium', timeStyle: 'short' }],
};

// Made on first use (the console's lists and messages), not while a page starts.
const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/** A moment with its time, for logs and messages: 14:05 19/08/2026, or Aug 19, 2026, 2:05 p.m. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const ours: Language = language === 'en' ? 'en' : 'vi';
  let format = dateTimeFormats.get(ours);
  if (!format) {
    format = new Intl.DateTimeFormat(...DATE_TIME_OPTIONS[ours]);
    dateTimeFormats.set(ours, format);
  }
  return format.format(date);
}

/** A calendar day (`2026-08-19`), read at local noon so no time zone moves it a day. */
export function formatDay(isoDay: string, language: string): string {
  return formatDate(`${isoDay}T12:00:00`, language);
}
