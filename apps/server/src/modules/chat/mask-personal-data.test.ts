import { describe, expect, it } from 'vitest';
import { maskPersonalData } from './mask-personal-data.ts';

describe('maskPersonalData', () => {
  it.each([
    ['Write to an.nguyen+ee@example.com.vn please', 'Write to [email] please'],
    ['Gọi tôi: 0901 234 567 hoặc +84 90-123-4567', 'Gọi tôi: [phone] hoặc [phone]'],
    ['My phone is (416) 555-0199', 'My phone is [phone]'],
    ['Hộ chiếu C1234567, passport AB123456', 'Hộ chiếu [passport], passport [passport]'],
    ['My UCI is 1234-5678 and client ID: 12-3456-7890', 'My UCI is [UCI] and client ID: [UCI]'],
    ['Số UCI 11223344', 'Số UCI [UCI]'],
  ])('hides %s', (input, expected) => {
    expect(maskPersonalData(input)).toBe(expected);
  });

  it('keeps the numbers a CRS question needs', () => {
    const question = 'I am 29, IELTS 7.5, CLB 9, 3 years of work, score 471, round 320 on 2025-03-25';
    expect(maskPersonalData(question)).toBe(question);
  });
});
