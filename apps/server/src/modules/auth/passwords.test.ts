import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './passwords.ts';

describe('isCommonPassword', () => {
  it.each([
    'password',
    'Password1!',
    'PASSWORD1',
    'P@ssw0rd1',
    'Passw0rd!',
    '!!Qwerty123!!',
    'Iloveyou1@',
    'Trustno1#',
    'Zaq12wsx!',
    'Anhyeuem!',
    'Pass#word1',
  ])('knows %s, one of the 10,000 most common (case, decoration and l33t aside)', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Maple2026!', 'Changed2026?', 'Reset2026@', 'Cà-phê sữa đá 7', 'Hash#Tag2026', 'Q7v!pL2#xR'])(
    'does not refuse %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
