import {
  ChangePasswordRequestSchema,
  EmptyResponseSchema,
  envelopeOf,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RESET_TOKEN_HEADER,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  ResetTokenSchema,
  UserResponseSchema,
  VerifyEmailRequestSchema,
  VerifyOtpRequestSchema,
  VerifyOtpResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#envelope.ts';
import { AppError } from '#errors.ts';
import { clientOf, createBudget } from '#plugins/rate-limit.ts';
import { originOf } from '../audit/audit-log.ts';
import type { SecurityLog } from '../audit/security-log.ts';
import { routeOptions, signedIn } from '../route-options.ts';
import { toUserDto } from '../users/user-dto.ts';
import type { AuthService } from './auth.service.ts';
import { signedInMember } from './member-guard.ts';
import type { AuthLimits, PasswordAttempts } from './password-attempts.ts';

const INVALID_CREDENTIALS = 'Incorrect username or password';

interface AuthRoutesOptions {
  limits: AuthLimits;
  /** The password tries' budgets, shared with the users routes' password checks. */
  passwordAttempts: PasswordAttempts;
  securityLog: SecurityLog;
}

export function authRoutes(
  auth: AuthService,
  { limits, passwordAttempts, securityLog }: AuthRoutesOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Password guessing and code guessing get their own budgets.
    const codeLimits = [
      createBudget(app, 'codes-ip', { max: limits.codesPerIp, windowMs: limits.windowMs }, clientOf),
    ];

    app.post(
      '/auth/register',
      routeOptions('auth', 'auth.register', {
        errors: [409],
        summary: 'Create a member account',
        body: RegisterRequestSchema,
        response: envelopeOf(z.object({ id: z.string() })),
      }),
      async (request) => {
        const user = await auth.register(request.body);
        return ok({ id: user.id }, 'auth.register', 'Registered');
      },
    );

    app.post(
      '/auth/login',
      {
        preHandler: (request) => passwordAttempts.beforeSignIn(request, request.body.loginIdentifier),
        config: { actionName: 'auth.login' },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with an e-mail or a phone number',
          body: LoginRequestSchema,
          response: { 200: LoginResponseSchema, 401: LoginResponseSchema },
        },
      },
      async (request, reply) => {
        const { loginIdentifier, password } = request.body;
        const { token, account } = await auth.login(loginIdentifier, password);
        if (token) return { status: 200, token, reason: '' };
        await securityLog.recordFailedSignIn(request, loginIdentifier, account);
        return reply.status(401).send({ status: 401, token: '', reason: INVALID_CREDENTIALS });
      },
    );

    app.post(
      '/auth/change-password',
      routeOptions('auth', 'auth.changePassword', {
        summary: 'Change the password (ends every other session)',
        description:
          'Takes `oldPassword` and `newPassword` in the query string (as the spec) or in a JSON body.',
        security: signedIn(),
        querystring: ChangePasswordRequestSchema.partial(),
        // Fastify gives `null` when a request has no body.
        body: ChangePasswordRequestSchema.partial().nullish(),
        response: envelopeOf(z.object({ token: z.string() })),
      }),
      async (request) => {
        const user = signedInMember(request);
        const parsed = ChangePasswordRequestSchema.safeParse({ ...request.query, ...request.body });
        if (!parsed.success) {
          throw new AppError(
            'request.invalid',
            'Invalid request: oldPassword and newPassword are required, and the new password must be strong.',
            parsed.error.issues.map((issue) => ({
              field: `body.${issue.path.join('.')}`,
              code: issue.code,
              message: issue.message,
            })),
          );
        }
        await passwordAttempts.beforePasswordCheck(request, user);
        const token = await auth.changePassword(user, parsed.data.oldPassword, parsed.data.newPassword);
        return ok({ token }, 'auth.changePassword', 'Password changed');
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        preHandler: codeLimits,
        ...routeOptions('auth', 'auth.forgotPassword', {
          summary: 'Send (or resend) a password reset code',
          description:
            'Answers the same whether or not the address has an account; 429 within 59 s of the last code.',
          body: ForgotPasswordRequestSchema,
          response: EmptyResponseSchema,
        }),
      },
      async (request) => {
        await auth.forgotPassword(request.body.email);
        return ok(null, 'auth.forgotPassword', 'If an account uses this address, we sent it a code.');
      },
    );

    app.post(
      '/auth/verify-otp',
      {
        preHandler: codeLimits,
        ...routeOptions('auth', 'auth.verifyOtp', {
          summary: 'Check a password reset code; answers the reset proof',
          description:
            '`data.resetToken` is what reset-password needs: it works once, for this account, for 10 minutes, ' +
            'and not after a newer code. 10 wrong codes for an address within an hour, across resends, ' +
            'lock its checks for an hour (429 `otp.locked` with `data.retryAfterSeconds`; even the right code is refused).',
          body: VerifyOtpRequestSchema,
          response: VerifyOtpResponseSchema,
        }),
      },
      async (request) => {
        const resetToken = await auth.verifyResetCode(
          request.body.email,
          request.body.otp,
          originOf(request),
        );
        return ok({ resetToken }, 'auth.verifyOtp', 'OTP verified');
      },
    );

    app.post(
      '/auth/reset-password',
      {
        preHandler: codeLimits,
        ...routeOptions('auth', 'auth.resetPassword', {
          summary: 'Set a new password with the reset proof of verify-otp (ends every session)',
          description:
            'The proof goes in `resetToken` or the `X-Reset-Token` header; without a valid one: 400 `otp.notVerified`.',
          headers: z.looseObject({ [RESET_TOKEN_HEADER]: ResetTokenSchema.optional() }),
          body: ResetPasswordRequestSchema,
          response: EmptyResponseSchema,
        }),
      },
      async (request) => {
        const { email, password, resetToken } = request.body;
        await auth.resetPassword(email, password, resetToken ?? request.headers[RESET_TOKEN_HEADER]);
        return ok(null, 'auth.resetPassword', 'Password reset');
      },
    );

    app.post(
      '/auth/send-verification-code',
      {
        preHandler: codeLimits,
        ...routeOptions('auth', 'auth.sendVerificationCode', {
          summary: "Send a code to verify the signed-in member's e-mail (429 within 59 s)",
          security: signedIn(),
          response: EmptyResponseSchema,
        }),
      },
      async (request) => {
        await auth.sendVerificationCode(signedInMember(request));
        return ok(null, 'auth.sendVerificationCode', 'OTP sent');
      },
    );

    app.post(
      '/auth/verify-email',
      {
        preHandler: codeLimits,
        ...routeOptions('auth', 'auth.verifyEmail', {
          summary: "Verify the signed-in member's e-mail with the code sent to it",
          security: signedIn(),
          body: VerifyEmailRequestSchema,
          response: UserResponseSchema,
        }),
      },
      async (request) => {
        const user = await auth.verifyEmail(signedInMember(request), request.body.otp, originOf(request));
        return ok(toUserDto(user), 'auth.verifyEmail', 'E-mail verified');
      },
    );

    app.post(
      '/auth/logout',
      routeOptions('auth', 'auth.logout', {
        summary: "Sign out: ends every session of the account (its tokens' version changes)",
        security: signedIn(),
        response: EmptyResponseSchema,
      }),
      async (request) => {
        await auth.logout(signedInMember(request));
        return ok(null, 'auth.logout', 'Logout successful');
      },
    );
  };
}
