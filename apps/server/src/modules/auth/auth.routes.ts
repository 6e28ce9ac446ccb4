import {
  ChangePasswordRequestSchema,
  EmptyResponseSchema,
  envelopeOf,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UserResponseSchema,
  VerifyEmailRequestSchema,
  VerifyOtpRequestSchema,
} from '@maplebridge/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#envelope.ts';
import { AppError } from '#errors.ts';
import { createBudget } from '#plugins/rate-limit.ts';
import { toUserDto } from '../users/user-dto.ts';
import type { AuthService } from './auth.service.ts';
import { signedInMember } from './member-guard.ts';

const INVALID_CREDENTIALS = 'Incorrect username or password';

export interface AuthLimits {
  windowMs: number;
  loginPerIdentifier: number;
  loginPerIp: number;
  codesPerIp: number;
}

export function authRoutes(auth: AuthService, limits: AuthLimits): FastifyPluginAsyncZod {
  return async (app) => {
    // Password guessing and code guessing get their own budgets.
    const limit = (name: string, max: number, key: (request: FastifyRequest) => string) =>
      createBudget(app, name, { max, windowMs: limits.windowMs }, key);
    const loginLimits = [
      limit('login-ip', limits.loginPerIp, (request) => request.ip),
      limit('login-id', limits.loginPerIdentifier, (request) =>
        String((request.body as { loginIdentifier?: unknown } | null)?.loginIdentifier ?? '').toLowerCase(),
      ),
    ];
    const codeLimits = [limit('codes-ip', limits.codesPerIp, (request) => request.ip)];

    app.post(
      '/auth/register',
      {
        config: { actionName: 'auth.register' },
        schema: {
          tags: ['auth'],
          summary: 'Create a member account',
          body: RegisterRequestSchema,
          response: { 200: envelopeOf(z.object({ id: z.string() })) },
        },
      },
      async (request) => {
        const user = await auth.register(request.body);
        return ok({ id: user.id }, 'auth.register', 'Registered');
      },
    );

    app.post(
      '/auth/login',
      {
        preHandler: loginLimits,
        config: { actionName: 'auth.login' },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with an e-mail or a phone number',
          body: LoginRequestSchema,
          response: { 200: LoginResponseSchema, 401: LoginResponseSchema },
        },
      },
      async (request, reply) => {
        const token = await auth.login(request.body.loginIdentifier, request.body.password);
        if (!token) return reply.status(401).send({ status: 401, token: '', reason: INVALID_CREDENTIALS });
        return { status: 200, token, reason: '' };
      },
    );

    app.post(
      '/auth/change-password',
      {
        config: { actionName: 'auth.changePassword' },
        schema: {
          tags: ['auth'],
          summary: 'Change the password (ends every other session)',
          description:
            'Takes `oldPassword` and `newPassword` in the query string (as the spec) or in a JSON body.',
          security: [{ bearer: [] }],
          querystring: ChangePasswordRequestSchema.partial(),
          // Fastify gives `null` when a request has no body.
          body: ChangePasswordRequestSchema.partial().nullish(),
          response: { 200: envelopeOf(z.object({ token: z.string() })) },
        },
      },
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
        const token = await auth.changePassword(user, parsed.data.oldPassword, parsed.data.newPassword);
        return ok({ token }, 'auth.changePassword', 'Password changed');
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        preHandler: codeLimits,
        config: { actionName: 'auth.forgotPassword' },
        schema: {
          tags: ['auth'],
          summary: 'Send (or resend) a password reset code',
          description:
            'Answers the same whether or not the address has an account; 429 within 59 s of the last code.',
          body: ForgotPasswordRequestSchema,
          response: { 200: EmptyResponseSchema },
        },
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
        config: { actionName: 'auth.verifyOtp' },
        schema: {
          tags: ['auth'],
          summary: 'Check a password reset code',
          body: VerifyOtpRequestSchema,
          response: { 200: EmptyResponseSchema },
        },
      },
      async (request) => {
        await auth.verifyResetCode(request.body.email, request.body.otp);
        return ok(null, 'auth.verifyOtp', 'OTP verified');
      },
    );

    app.post(
      '/auth/reset-password',
      {
        preHandler: codeLimits,
        config: { actionName: 'auth.resetPassword' },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password after verify-otp (ends every session)',
          body: ResetPasswordRequestSchema,
          response: { 200: EmptyResponseSchema },
        },
      },
      async (request) => {
        await auth.resetPassword(request.body.email, request.body.password);
        return ok(null, 'auth.resetPassword', 'Password reset');
      },
    );

    app.post(
      '/auth/send-verification-code',
      {
        preHandler: codeLimits,
        config: { actionName: 'auth.sendVerificationCode' },
        schema: {
          tags: ['auth'],
          summary: "Send a code to verify the signed-in member's e-mail (429 within 59 s)",
          security: [{ bearer: [] }],
          response: { 200: EmptyResponseSchema },
        },
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
        config: { actionName: 'auth.verifyEmail' },
        schema: {
          tags: ['auth'],
          summary: "Verify the signed-in member's e-mail with the code sent to it",
          security: [{ bearer: [] }],
          body: VerifyEmailRequestSchema,
          response: { 200: UserResponseSchema },
        },
      },
      async (request) => {
        const user = await auth.verifyEmail(signedInMember(request), request.body.otp);
        return ok(toUserDto(user), 'auth.verifyEmail', 'E-mail verified');
      },
    );

    app.post(
      '/auth/logout',
      {
        config: { actionName: 'auth.logout' },
        schema: {
          tags: ['auth'],
          summary: "Sign out: ends every session of the account (its tokens' version changes)",
          security: [{ bearer: [] }],
          response: { 200: EmptyResponseSchema },
        },
      },
      async (request) => {
        await auth.logout(signedInMember(request));
        return ok(null, 'auth.logout', 'Logout successful');
      },
    );
  };
}
