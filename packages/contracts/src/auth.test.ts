import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, PASSWORD_SYMBOLS } from './auth.ts';

const issuesOf = (password: string) =>
  NewPasswordSchema.safeParse(password).error?.issues.map((issue) => issue.message) ?? [];

describe('NewPasswordSchema', () => {
  it('takes every printable ASCII character that is not a letter, a digit or a space as the symbol', () => {
    expect(PASSWORD_SYMBOLS).toHaveLength(32);
    for (const symbol of PASSWORD_SYMBOLS) expect(issuesOf(`Maple202${symbol}x`)).toEqual([]);
  });

  it.each([
    ['Maple2026', 'validation.passwordWeak'],
    ['maple2026!', 'validation.passwordWeak'],
    ['MAPLE2026!', 'validation.passwordWeak'],
    ['Maple!!!!', 'validation.passwordWeak'],
    ['Ma2026!', 'validation.passwordWeak'],
  ])('refuses %s as weak', (password, message) => {
    expect(issuesOf(password)).toEqual([message]);
  });

  // Non-ASCII symbols do not count and are refused, as are accented letters and spaces: an input
  // method (Telex, VNI) turns typed letters into accented ones on one machine and not on the next.
  it.each(['Maple2026€', 'Mật khẩu2026!', 'Maple 2026!', 'Maple2026!\n'])(
    'refuses %j for its characters first',
    (password) => {
      expect(issuesOf(password)[0]).toBe('validation.passwordCharacters');
    },
  );

  it('stops at 100 characters', () => {
    expect(issuesOf(`Aa1!${'x'.repeat(97)}`)).toEqual(['validation.tooLong']);
  });
});
