import {
  ChangePasswordRequestSchema,
  envelopeOf,
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#errors.ts';
import type { AuthService } from './auth.service.ts';

const INVALID_CREDENTIALS = 'Incorrect username or password';

export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
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
        return { status: 200, message: 'Registered', data: { id: user.id }, actionName: 'auth.register' };
      },
    );

    app.post(
      '/auth/login',
      {
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
        const user = await auth.authenticate(request.headers.authorization);
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
        return {
          status: 200,
          message: 'Password changed',
          data: { token },
          actionName: 'auth.changePassword',
        };
      },
    );
  };
}
