import { hash, verify } from '@node-rs/argon2';

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
