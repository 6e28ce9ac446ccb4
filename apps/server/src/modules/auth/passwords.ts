import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '#errors.ts';

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): about 12 ms per hash on this 2-core machine. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Checked when the identifier is unknown, so that answer takes as long as a wrong password.
const DUMMY_HASH = hash('not-a-real-password', ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password);
    return false;
  }
  return verify(passwordHash, password);
}

/** Characters read as the letters they stand for ("p@ssw0rd"); `l` and `1` both read as `i`. */
const LOOKALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  $: 's',
  '5': 's',
  '0': 'o',
  '3': 'e',
  '1': 'i',
  l: 'i',
  '!': 'i',
  '|': 'i',
  '7': 't',
  '+': 't',
};

/**
 * The form a password and its decorated variants share: lower case, without the symbols around
 * it ("!!Qwerty123!!"), with look-alike characters read as letters and other symbols dropped.
 */
function skeletonOf(password: string): string {
  const bare = password.toLowerCase().replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  return [...bare]
    .map((character) => LOOKALIKES[character] ?? character)
    .join('')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The 10,000 most common passwords, from zxcvbn's list of leaked ones (by frequency; all lower
 * case, and none meets the pattern as it is). Kept on the server: the web bundle never loads it.
 */
const COMMON_SKELETONS = new Set(dictionary['passwords-common'].slice(0, 10_000).map(skeletonOf));

/** Whether a password is one of the 10,000 most common, with its case, decoration and l33t aside. */
export function isCommonPassword(password: string): boolean {
  return COMMON_SKELETONS.has(skeletonOf(password));
}

const refusal = (code: 'auth.passwordCommon' | 'auth.passwordUnchanged', field: string, message: string) =>
  new AppError(code, message, [
    { field: `body.${field}`, code, message: `validation.${code.slice('auth.'.length)}` },
  ]);

/**
 * Refuses a new password (named `field` in the request) that the contract's pattern lets through
 * but the server does not: one of the most common, or the account's current one (`currentHash`).
 */
export async function refuseWeakNewPassword(password: string, field: string, currentHash?: string) {
  if (isCommonPassword(password))
    throw refusal(
      'auth.passwordCommon',
      field,
      'This password is one of the most common ones; choose another.',
    );
  if (currentHash && (await verify(currentHash, password)))
    throw refusal('auth.passwordUnchanged', field, 'The new password is the current one; choose another.');
}
