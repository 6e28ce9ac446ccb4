import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

describe('detectLanguage', () => {
  it.each([
    ['Điểm CRS được tính như thế nào?', 'en', 'vi'],
    ['diem crs cua toi la bao nhieu', 'en', 'vi'],
    ['How is the CRS score calculated?', 'vi', 'en'],
    ['IELTS 7.5', 'en', 'en'],
    ['IELTS 7.5', 'vi', 'vi'],
  ] as const)('%s (UI in %s) is %s', (question, fallback, expected) => {
    expect(detectLanguage(question, fallback)).toBe(expected);
  });
});
