const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
// A UCI (client ID) is 8 or 10 digits, often written 0000-0000 or 00-0000-0000; said as such, it is one.
const UCI =
  /\b(UCI|client\s*ID|số\s*UCI|mã\s*khách\s*hàng)(\s*(?:number|no\.?|is|số|là|:|#)?\s*)[\d][\d\s.-]{6,14}\d/giu;
// Passports: one or two letters then 6 to 8 digits (Vietnam: C1234567; Canada: AB123456).
const PASSPORT = /\b[A-Z]{1,2}\d{6,8}\b/g;
// Phone numbers: 9 or more digits, with spaces, dots, dashes, brackets or a leading +.
const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]{7,}\d(?![\p{L}\p{N}])/gu;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const digitCount = (text: string) => text.replace(/\D/g, '').length;

/**
 * Hides e-mail addresses, phone numbers, passport and UCI numbers before a question leaves the
 * server for an AI provider. Scores, ages and years are short numbers and stay.
 */
export function maskPersonalData(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(UCI, (_match, label: string, separator: string) => `${label}${separator}[UCI]`)
    .replace(PASSPORT, '[passport]')
    .replace(PHONE, (match) => (digitCount(match) >= 8 && !ISO_DATE.test(match.trim()) ? '[phone]' : match));
}
