import { randomInt } from 'node:crypto';

// Crockford's base 32 without I, L, O and U: easy to read out on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short reference people can quote, e.g. `MB-7K2Q9P` (32^6 ≈ 1 billion of them). */
export function newReference(): string {
  let code = '';
  for (let index = 0; index < 6; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `MB-${code}`;
}
