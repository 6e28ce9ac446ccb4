import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import type { OneTimeCodesRepository } from './one-time-codes.repository.ts';

export const CODE_VALID_SECONDS = 10 * 60;
export const RESEND_AFTER_SECONDS = 59;
export const MAX_WRONG_TRIES = 5;

/** Four-digit codes (spec): stored as an HMAC, valid 10 minutes, 5 wrong tries, one per 59 s per address. */
export function createOneTimeCodeService(codes: OneTimeCodesRepository, secret: string) {
  const digest = (email: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');

  return {
    /** A new code for the address; 429 (with the seconds to wait) within 59 s of the previous one. */
    async issue(email: string, purpose: CodePurpose): Promise<string> {
      const latest = await codes.findLatest(email, purpose);
      const elapsed = latest ? (Date.now() - latest.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
      if (elapsed < RESEND_AFTER_SECONDS) {
        const wait = Math.ceil(RESEND_AFTER_SECONDS - elapsed);
        throw new AppError(
          'otp.tooSoon',
          `Please wait ${wait} seconds before asking for a new code.`,
          undefined,
          wait,
        );
      }
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      await codes.replace(email, purpose, digest(email, purpose, code), CODE_VALID_SECONDS);
      return code;
    },

    /** Checks a code; a wrong one counts, and the fifth wrong one ends the code. */
    async verify(email: string, purpose: CodePurpose, code: string): Promise<string> {
      const latest = await codes.findLatest(email, purpose);
      if (!latest || !(await codes.isLive(latest.id))) {
        throw new AppError('otp.invalid', 'This code is not valid any more; ask for a new one.');
      }
      const expected = Buffer.from(latest.codeHash, 'hex');
      const actual = Buffer.from(digest(email, purpose, code), 'hex');
      if (!timingSafeEqual(expected, actual)) {
        const attempts = await codes.recordWrongTry(latest.id);
        if (attempts >= MAX_WRONG_TRIES) {
          await codes.consume(latest.id);
          throw new AppError('otp.tooManyAttempts', 'Too many wrong codes; ask for a new one.');
        }
        throw new AppError('otp.invalid', 'Verification failed: the code is not right.');
      }
      await codes.markVerified(latest.id);
      return latest.id;
    },

    /** The code verified for this address, used once (a password reset after verify-otp). */
    async consumeVerified(email: string, purpose: CodePurpose): Promise<void> {
      const latest = await codes.findLatest(email, purpose);
      if (!latest?.verifiedAt || !(await codes.isLive(latest.id))) {
        throw new AppError('otp.notVerified', 'Verify the code sent to your e-mail first.');
      }
      await codes.consume(latest.id);
    },

    consume: (id: string) => codes.consume(id),
  };
}

export type OneTimeCodeService = ReturnType<typeof createOneTimeCodeService>;
