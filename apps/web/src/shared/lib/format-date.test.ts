import { afterEach, describe, expect, it, vi } from 'vitest';

const RealDateTimeFormat = Intl.DateTimeFormat;

async function freshModule() {
  vi.resetModules();
  return import('./format-date.ts');
}

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

describe('format-date', () => {
  it('writes dates and moments as each language does', async () => {
    const { formatDate, formatDateTime, formatDay } = await freshModule();
    expect(formatDay('2026-08-19', 'vi')).toBe('19/08/2026');
    expect(formatDay('2026-08-19', 'en')).toBe('August 19, 2026');
    expect(formatDateTime('2026-08-19T14:05:00', 'vi')).toMatch(/14:05.*19\/08\/2026/);
    expect(formatDateTime('2026-08-19T14:05:00', 'en')).toMatch(/Aug 19, 2026.*2:05/);
    expect(formatDate('not a date', 'vi')).toBe('');
  });

  it('writes every day of two years as Intl does for vi-VN and en-CA', async () => {
    const { formatDate } = await freshModule();
    const vi = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const en = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' });
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(2025, 0, 1 + day, 23, 30);
      expect(formatDate(date.toISOString(), 'vi')).toBe(vi.format(date));
      expect(formatDate(date.toISOString(), 'en')).toBe(en.format(date));
    }
  });

  it('makes no formatter while the page starts, a date needs none, and a moment one per language', async () => {
    let made = 0;
    Intl.DateTimeFormat = class extends RealDateTimeFormat {
      constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.DateTimeFormat;
    const { formatDate, formatDateTime } = await freshModule();
    expect(made).toBe(0);
    formatDate('2026-08-19T12:00:00', 'vi');
    formatDate('2026-08-20T12:00:00', 'en');
    expect(made).toBe(0);
    formatDateTime('2026-08-19T14:05:00', 'vi');
    formatDateTime('2026-08-19T14:05:00', 'vi');
    formatDateTime('2026-08-19T14:05:00', 'en');
    expect(made).toBe(2);
  });
});
