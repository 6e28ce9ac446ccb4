import type { RegisterRequest, UpdateUserRequest } from '@maplebridge/contracts';
import type { CodePurpose, UserRow } from '#db/schema/index.ts';
import { uniqueViolationOf } from '#db/unique-violation.ts';
import { AppError } from '#errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { RequestOrigin } from '../audit/audit-log.ts';
import { ACCOUNT_SECURITY_TEMPLATES, MAIL_TEMPLATES } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { CodesLockedError, type OneTimeCodeService } from './one-time-codes.service.ts';
import { hashPassword, refuseWeakNewPassword, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';

export const ADMIN = 1;

function toConflict(error: unknown): never {
  const constraint = uniqueViolationOf(error);
  if (constraint === null) throw error;
  if (/phone/i.test(constraint))
    throw new AppError('auth.phoneTaken', 'This phone number is already used by another account.');
  throw new AppError('auth.emailTaken', 'This e-mail address is already used by another account.');
}

interface AuthDependencies {
  users: UsersRepository;
  tokens: TokenService;
  codes: OneTimeCodeService;
  mailer: Mailer;
  audit: AuditRepository;
}

const noPendingEmail = () =>
  new AppError('users.noPendingEmail', 'No e-mail change is waiting for a code on this account.');

const languageOf = (user: UserRow) => (user.defaultLanguage === 'en' ? 'en' : 'vi');

export function createAuthService({ users, tokens, codes, mailer, audit }: AuthDependencies) {
  const issueToken = (user: UserRow) => tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  const sendVerificationCode = async (user: UserRow) => {
    const code = await codes.issue(user.email, 'emailVerification');
    await mailer.send(
      user.email,
      MAIL_TEMPLATES.verificationCode(languageOf(user), user.fullName, code),
      code,
    );
  };
  /** The account a sign-in identifier names: by e-mail when it holds an @, else by phone number. */
  const findAccount = (identifier: string): Promise<UserRow | undefined> =>
    identifier.includes('@') ? users.findByEmail(identifier) : users.findByPhoneNumber(identifier);
  const notifyPasswordChanged = (user: UserRow) =>
    mailer.send(user.email, MAIL_TEMPLATES.passwordChanged(languageOf(user), user.fullName));
  const notifyEmailChanged = (before: UserRow, newEmail: string) =>
    mailer.send(
      before.email,
      ACCOUNT_SECURITY_TEMPLATES.emailChanged(languageOf(before), before.fullName, newEmail),
    );
  const sendEmailChangeCode = async (user: UserRow, newEmail: string) => {
    const code = await codes.issue(user.email, 'emailChange', newEmail);
    await mailer.send(
      newEmail,
      ACCOUNT_SECURITY_TEMPLATES.emailChangeCode(languageOf(user), user.fullName, code),
      code,
    );
  };

  /** The tenth wrong code of the hour: audited (no admin behind it) and told to the owner, once. */
  const reportLockout = async (
    email: string,
    purpose: CodePurpose,
    lock: CodesLockedError,
    origin: RequestOrigin,
  ) => {
    await audit.record({
      action: 'security.codesLocked',
      method: origin.method,
      path: origin.path,
      statusCode: lock.statusCode,
      subject: email,
      ip: origin.ip,
    });
    const owner = await users.findByEmail(email);
    if (owner) {
      const until = new Date(Date.now() + lock.secondsLeft * 1000);
      await mailer.send(
        owner.email,
        ACCOUNT_SECURITY_TEMPLATES.codesLocked(languageOf(owner), owner.fullName, purpose, until),
      );
    }
  };
  /** Checks a code (codes.verify), reporting a lock-out it causes. */
  const verifyCode = async (
    email: string,
    purpose: CodePurpose,
    otp: string,
    origin: RequestOrigin,
    scope?: string,
  ) => {
    try {
      return await codes.verify(email, purpose, otp, scope);
    } catch (error) {
      if (error instanceof CodesLockedError && error.isNew)
        await reportLockout(email, purpose, error, origin);
      throw error;
    }
  };

  return {
    async register(input: RegisterRequest): Promise<UserRow> {
      await refuseWeakNewPassword(input.password, 'password');
      if (await users.findByEmail(input.email))
        toConflict({ code: '23505', constraint: 'users_email_unique' });
      if (await users.findByPhoneNumber(input.phoneNumber))
        toConflict({ code: '23505', constraint: 'users_phone_unique' });
      const passwordHash = await hashPassword(input.password);
      const user = await users
        .create({
          email: input.email,
          signUpEmail: input.email,
          phoneNumber: input.phoneNumber,
          fullName: input.fullName,
          passwordHash,
        })
        .catch(toConflict);
      await sendVerificationCode(user);
      return user;
    },

    /** A new e-mail verification code for a signed-in member (the /otp-input-login-verified page). */
    sendVerificationCode,

    async verifyEmail(user: UserRow, otp: string, origin: RequestOrigin): Promise<UserRow> {
      const codeId = await verifyCode(user.email, 'emailVerification', otp, origin);
      await codes.consume(codeId);
      return (await users.update(user.id, { isEmailVerified: true })) ?? user;
    },

    /**
     * Sends a reset code when the address has an account. The answer, and the 59-second limit, are
     * the same either way: no endpoint tells which addresses are registered.
     */
    async forgotPassword(email: string): Promise<void> {
      const code = await codes.issue(email, 'passwordReset');
      const user = await users.findByEmail(email);
      if (user)
        await mailer.send(user.email, MAIL_TEMPLATES.resetCode(languageOf(user), user.fullName, code), code);
    },

    /**
     * The reset proof of a right code: what reset-password needs besides the address. An address
     * without an account gets one too (that reset fails), so the answer tells nothing.
     */
    async verifyResetCode(email: string, otp: string, origin: RequestOrigin): Promise<string> {
      const codeId = await verifyCode(email, 'passwordReset', otp, origin);
      const user = await users.findByEmail(email);
      return codes.issueResetProof(codeId, user?.id ?? null);
    },

    /** Needs the reset proof of this address's account (single use, 10 minutes); ends every session. */
    async resetPassword(email: string, password: string, proof: string | undefined): Promise<void> {
      const userId = await codes.checkResetProof(proof, email);
      const user = await users.findByEmail(email);
      if (!user || user.id !== userId)
        throw new AppError('otp.notVerified', 'Verify the code sent to your e-mail first.');
      // Checked while the proof is live and before it is spent: a refused password leaves the
      // member their proof to choose another, and nobody without one learns anything.
      await refuseWeakNewPassword(password, 'password', user.passwordHash);
      await codes.checkResetProof(proof, email, true);
      const updated = await users.replacePassword(user.id, await hashPassword(password));
      // Reading the code proves the address is theirs.
      if (updated && !updated.isEmailVerified) await users.update(user.id, { isEmailVerified: true });
      await notifyPasswordChanged(user);
    },

    findAccount,

    /**
     * A token for the right identifier (e-mail or phone) and password; none otherwise, in about the
     * same time. `account` is the account the identifier named, signed in or not.
     */
    async login(identifier: string, password: string): Promise<{ token: string | null; account?: UserRow }> {
      const account = await findAccount(identifier);
      const isValid = await verifyPassword(account?.passwordHash, password);
      const token = account && isValid && account.active ? await issueToken(account) : null;
      return account ? { token, account } : { token };
    },

    /** The member behind a bearer token; 401 for a missing, expired, revoked or foreign token. */
    async authenticate(authorization: string | undefined): Promise<UserRow> {
      const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
      const claims = token ? await tokens.verify(token) : null;
      const user = claims ? await users.findById(claims.userId) : undefined;
      if (!claims || !user?.active || user.tokenVersion !== claims.tokenVersion) {
        throw new AppError('auth.unauthorized', 'You are not logged in or your session has expired.');
      }
      return user;
    },

    /** The member behind a token, or null for a visitor (no token, or one that no longer works). */
    async authenticateOptional(authorization: string | undefined): Promise<UserRow | null> {
      if (!authorization) return null;
      return this.authenticate(authorization).catch(() => null);
    },

    /** An admin (userType 1): 401 without a valid token, 403 for a member. */
    async authenticateAdmin(authorization: string | undefined): Promise<UserRow> {
      const user = await this.authenticate(authorization);
      if (user.userType !== ADMIN) throw new AppError('auth.forbidden', 'Only staff may do this.');
      return user;
    },

    /** Signing out ends the account's sessions: a stolen or forgotten token stops working too. */
    async logout(user: UserRow): Promise<void> {
      await users.revokeTokens(user.id);
    },

    /** Checks the current password, stores the new one, ends every other session; answers a fresh token. */
    async changePassword(user: UserRow, oldPassword: string, newPassword: string): Promise<string> {
      if (!(await verifyPassword(user.passwordHash, oldPassword)))
        throw new AppError('auth.wrongPassword', 'WrongPassword');
      await refuseWeakNewPassword(newPassword, 'newPassword', user.passwordHash);
      const updated = await users.replacePassword(user.id, await hashPassword(newPassword));
      if (!updated) throw new AppError('users.notFound', 'User not found.');
      await notifyPasswordChanged(updated);
      return issueToken(updated);
    },

    /**
     * A member may change only their own record; an admin any. A member's new e-mail is only pending
     * until the code sent to it is confirmed (confirmEmailChange). An admin's change of another
     * member's e-mail is made at once (support: a member who lost the old mailbox), audited, told to
     * the old address, and the member verifies the new one at their next sign-in.
     */
    async updateUser(
      actor: UserRow,
      id: string,
      changes: UpdateUserRequest,
      origin: RequestOrigin,
    ): Promise<UserRow> {
      if (actor.id !== id && actor.userType !== ADMIN)
        throw new AppError('auth.forbidden', 'You may change only your own account.');
      const current = actor.id === id ? actor : await users.findById(id);
      if (!current) throw new AppError('users.notFound', 'User not found.');
      const { email, ...profile } = changes;
      const isNewEmail = email !== current.email;
      if (isNewEmail) {
        const holder = await users.findByEmail(email);
        if (holder && holder.id !== current.id)
          toConflict({ code: '23505', constraint: 'users_email_unique' });
      }
      if (isNewEmail && actor.id !== id) {
        const updated = await users
          .update(id, { ...profile, email, isEmailVerified: false, pendingEmail: null })
          .catch(toConflict);
        if (!updated) throw new AppError('users.notFound', 'User not found.');
        await audit.record({
          actorId: actor.id,
          actorEmail: actor.email,
          action: 'admin.members.email',
          method: origin.method,
          path: origin.path,
          statusCode: 200,
          subject: `${current.email} → ${email}`,
          ip: origin.ip,
        });
        await notifyEmailChanged(current, email);
        return updated;
      }
      // The code first: within 59 s of the last one nothing is changed (429).
      const isNewPending = isNewEmail && email !== current.pendingEmail;
      if (isNewPending) await sendEmailChangeCode(current, email);
      const updated = await users
        .update(id, { ...profile, ...(isNewPending ? { pendingEmail: email } : {}) })
        .catch(toConflict);
      if (!updated) throw new AppError('users.notFound', 'User not found.');
      return updated;
    },

    /** The code sent to the pending address makes it the account's e-mail (409 if taken meanwhile). */
    async confirmEmailChange(user: UserRow, otp: string, origin: RequestOrigin): Promise<UserRow> {
      const newEmail = user.pendingEmail;
      if (!newEmail) throw noPendingEmail();
      const codeId = await verifyCode(user.email, 'emailChange', otp, origin, newEmail);
      const holder = await users.findByEmail(newEmail);
      if (holder && holder.id !== user.id) toConflict({ code: '23505', constraint: 'users_email_unique' });
      const updated = await users
        .update(user.id, { email: newEmail, pendingEmail: null, isEmailVerified: true })
        .catch(toConflict);
      if (!updated) throw new AppError('users.notFound', 'User not found.');
      await codes.consume(codeId);
      await notifyEmailChanged(user, newEmail);
      return updated;
    },

    /** A new code to the pending address (429 within 59 s of the last). */
    async resendEmailChange(user: UserRow): Promise<void> {
      if (!user.pendingEmail) throw noPendingEmail();
      await sendEmailChangeCode(user, user.pendingEmail);
    },

    /** Drops the pending address; its codes stop working. */
    async cancelEmailChange(user: UserRow): Promise<UserRow> {
      await codes.consumeAll(user.email, 'emailChange');
      return (await users.update(user.id, { pendingEmail: null })) ?? user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
