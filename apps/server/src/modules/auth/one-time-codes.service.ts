import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import type { OneTimeCodesRepository } from './one-time-codes.repository.ts';

export const CODE_VALID_SECONDS = 10 * 60;
export const RESEND_AFTER_SECONDS = 59;
export const MAX_WRONG_TRIES = 5;
/** Wrong codes per address and purpose within an hour, whatever codes they were for (issue 18). */
export const MAX_WRONG_CODES_PER_HOUR = 10;
export const WRONG_CODES_WINDOW_SECONDS = 60 * 60;
export const LOCK_SECONDS = 60 * 60;
export const RESET_PROOF_VALID_SECONDS = 10 * 60;

/** The address's checks of a purpose are locked; `isNew` on the one request that locked them. */
export class CodesLockedError extends AppError {
  readonly secondsLeft: number;
  readonly isNew: boolean;

  constructor(secondsLeft: number, isNew: boolean) {
    const minutes = Math.ceil(secondsLeft / 60);
    super(
      'otp.locked',
      `Too many wrong codes: codes for this account are not checked for ${minutes} minutes.`,
      undefined,
      secondsLeft,
      { retryAfterSeconds: secondsLeft },
    );
    this.secondsLeft = secondsLeft;
    this.isNew = isNew;
  }
}

const notVerified = () => new AppError('otp.notVerified', 'Verify the code sent to your e-mail first.');

/**
 * Four-digit codes (spec): stored as an HMAC, valid 10 minutes, 5 wrong tries, one per 59 s per
 * address; 10 wrong codes of an address and purpose within an hour lock its checks for an hour.
 */
export function createOneTimeCodeService(codes: OneTimeCodesRepository, secret: string) {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
  // `scope` binds a code to what it confirms (the new address of an e-mail change).
  const digest = (email: string, purpose: CodePurpose, code: string, scope?: string) =>
    hmac(scope ? `${purpose}:${email}:${scope}:${code}` : `${purpose}:${email}:${code}`);
  const proofDigest = (proof: string) => hmac(`resetProof:${proof}`);

  /** Refuses the check while locked; counts it toward the hour's limit otherwise. */
  async function countCheck(email: string, purpose: CodePurpose) {
    const secondsLeft = await codes.lockSecondsLeft(email, purpose);
    if (secondsLeft > 0) throw new CodesLockedError(secondsLeft, false);
    const check = await codes.countCheck(email, purpose, WRONG_CODES_WINDOW_SECONDS);
    if (check.count > MAX_WRONG_CODES_PER_HOUR) {
      // Raced past the limit with other checks: refused without being looked at.
      await codes.uncountCheck(check.id);
      const lock = await codes.lock(email, purpose, LOCK_SECONDS);
      throw new CodesLockedError(lock.secondsLeft, lock.isNew);
    }
    return check;
  }

  return {
    /** A new code for the address; 429 (with the seconds to wait) within 59 s of the previous one. */
    async issue(email: string, purpose: CodePurpose, scope?: string): Promise<string> {
      const latest = await codes.findLatest(email, purpose);
      const elapsed = latest ? (Date.now() - latest.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
      if (elapsed < RESEND_AFTER_SECONDS) {
        const wait = Math.ceil(RESEND_AFTER_SECONDS - elapsed);
        throw new AppError(
          'otp.tooSoon',
          `Please wait ${wait} seconds before asking for a new code.`,
          undefined,
          wait,
          { retryAfterSeconds: wait },
        );
      }
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      await codes.replace(email, purpose, digest(email, purpose, code, scope), CODE_VALID_SECONDS);
      return code;
    },

    /**
     * Checks a code: a wrong one counts for the code (the fifth ends it) and for the address's hour
     * (the tenth locks it, CodesLockedError). While locked, even the right code is refused.
     */
    async verify(email: string, purpose: CodePurpose, code: string, scope?: string): Promise<string> {
      const check = await countCheck(email, purpose);
      const latest = await codes.findLatest(email, purpose);
      const isLive = latest !== undefined && (await codes.isLive(latest.id));
      const isRight =
        latest !== undefined &&
        isLive &&
        timingSafeEqual(
          Buffer.from(latest.codeHash, 'hex'),
          Buffer.from(digest(email, purpose, code, scope), 'hex'),
        );
      if (isRight) {
        await codes.uncountCheck(check.id);
        await codes.markVerified(latest.id);
        return latest.id;
      }
      if (check.count >= MAX_WRONG_CODES_PER_HOUR) {
        const lock = await codes.lock(email, purpose, LOCK_SECONDS);
        throw new CodesLockedError(lock.secondsLeft, lock.isNew);
      }
      if (!latest || !isLive)
        throw new AppError('otp.invalid', 'This code is not valid any more; ask for a new one.');
      const attempts = await codes.recordWrongTry(latest.id);
      if (attempts >= MAX_WRONG_TRIES) {
        await codes.consume(latest.id);
        throw new AppError('otp.tooManyAttempts', 'Too many wrong codes; ask for a new one.');
      }
      throw new AppError('otp.invalid', 'Verification failed: the code is not right.');
    },

    /**
     * A reset proof for a verified reset code: 32 random bytes, of which only an HMAC is kept,
     * for `userId`'s account; a new one ends the code's earlier proof.
     */
    async issueResetProof(codeId: string, userId: string | null): Promise<string> {
      const proof = randomBytes(32).toString('base64url');
      await codes.setProof(codeId, proofDigest(proof), RESET_PROOF_VALID_SECONDS, userId);
      return proof;
    },

    /**
     * The account a live reset proof of this address was issued for, else otp.notVerified; with
     * `consume` the proof is used up (once: a second use finds none).
     */
    async checkResetProof(proof: string | undefined, email: string, consume = false): Promise<string> {
      if (!proof) throw notVerified();
      const found = await codes.findProof(proofDigest(proof), email, consume);
      if (!found?.userId) throw notVerified();
      return found.userId;
    },

    consume: (id: string) => codes.consume(id),
    consumeAll: (email: string, purpose: CodePurpose) => codes.consumeAll(email, purpose),
  };
}

export type OneTimeCodeService = ReturnType<typeof createOneTimeCodeService>;
