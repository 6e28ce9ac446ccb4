const localeOf = (language: string) => (language === 'en' ? 'en-CA' : 'vi-VN');

/** 1.200 in Vietnamese, 1,200 in English (the glossary's number format). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}
