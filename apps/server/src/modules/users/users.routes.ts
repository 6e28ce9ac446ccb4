import {
  ConfirmEmailChangeRequestSchema,
  DeleteAccountRequestSchema,
  EmptyResponseSchema,
  ExportResponseSchema,
  UpdateUserParamsSchema,
  UpdateUserRequestSchema,
  UserResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import { clientOf, createBudget } from '#plugins/rate-limit.ts';
import { originOf } from '../audit/audit-log.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { signedInMember } from '../auth/member-guard.ts';
import type { AuthLimits, PasswordAttempts } from '../auth/password-attempts.ts';
import { routeOptions, signedIn } from '../route-options.ts';
import type { AccountService } from './account.service.ts';
import { toUserDto } from './user-dto.ts';

export function usersRoutes(
  auth: AuthService,
  account: AccountService,
  limits: Pick<AuthLimits, 'windowMs' | 'codesPerIp'>,
  passwordAttempts: PasswordAttempts,
): FastifyPluginAsyncZod {
  return async (app) => {
    // E-mail change codes get the budget of the other code routes, per client.
    const codeLimits = [
      createBudget(app, 'email-change-ip', { max: limits.codesPerIp, windowMs: limits.windowMs }, clientOf),
    ];
    app.get(
      '/users/jwt',
      routeOptions('users', 'users.me', {
        summary: 'The signed-in user',
        security: signedIn(),
        response: UserResponseSchema,
      }),
      async (request) => {
        const user = signedInMember(request);
        return ok(toUserDto(user), 'users.me');
      },
    );

    app.put(
      '/users/:id',
      routeOptions('users', 'users.update', {
        errors: [409],
        summary: 'Update a profile (your own; an admin, anyone)',
        description:
          'A new `email` of your own is not used yet: it becomes `pendingEmail`, and a code is sent to it ' +
          '(confirm-email-change; 429 within 59 s of the last code, 409 if another account has it). ' +
          "An admin changing another member's e-mail changes it at once (audited, the old address told); " +
          'the member verifies the new address at their next sign-in.',
        security: signedIn(),
        params: UpdateUserParamsSchema,
        body: UpdateUserRequestSchema,
        response: UserResponseSchema,
      }),
      async (request) => {
        const actor = signedInMember(request);
        const user = await auth.updateUser(actor, request.params.id, request.body, originOf(request));
        return ok(toUserDto(user), 'users.update', 'Information updated');
      },
    );

    app.post(
      '/users/confirm-email-change',
      {
        preHandler: codeLimits,
        ...routeOptions('users', 'users.confirmEmailChange', {
          errors: [409],
          summary: 'Confirm the pending e-mail with the code sent to it: it becomes the account’s e-mail',
          description:
            '400 `users.noPendingEmail` when no change waits; 409 `auth.emailTaken` if another account took ' +
            'the address meanwhile; 10 wrong codes within an hour lock the checks for an hour (429 `otp.locked`). ' +
            'The old address is told by mail.',
          security: signedIn(),
          body: ConfirmEmailChangeRequestSchema,
          response: UserResponseSchema,
        }),
      },
      async (request) => {
        const user = signedInMember(request);
        const updated = await auth.confirmEmailChange(user, request.body.otp, originOf(request));
        return ok(toUserDto(updated), 'users.confirmEmailChange', 'E-mail changed');
      },
    );

    app.post(
      '/users/resend-email-change',
      {
        preHandler: codeLimits,
        ...routeOptions('users', 'users.resendEmailChange', {
          summary: 'Send a new code to the pending e-mail (429 within 59 s of the last)',
          security: signedIn(),
          response: EmptyResponseSchema,
        }),
      },
      async (request) => {
        await auth.resendEmailChange(signedInMember(request));
        return ok(null, 'users.resendEmailChange', 'OTP sent');
      },
    );

    app.post(
      '/users/cancel-email-change',
      routeOptions('users', 'users.cancelEmailChange', {
        summary: 'Drop the pending e-mail; its codes stop working',
        security: signedIn(),
        response: UserResponseSchema,
      }),
      async (request) => {
        const user = await auth.cancelEmailChange(signedInMember(request));
        return ok(toUserDto(user), 'users.cancelEmailChange', 'E-mail change cancelled');
      },
    );

    app.get(
      '/users/me/export',
      routeOptions('users', 'users.export', {
        summary: 'Everything MapleBridge holds about the signed-in member, as JSON',
        security: signedIn(),
        response: ExportResponseSchema,
      }),
      async (request, reply) => {
        const user = signedInMember(request);
        reply.header('content-disposition', 'attachment; filename="maplebridge-data.json"');
        return ok(await account.exportData(user), 'users.export');
      },
    );

    app.delete(
      '/users/me',
      routeOptions('users', 'users.delete', {
        summary: 'Delete the signed-in account and its uploads (the password confirms it)',
        security: signedIn(),
        body: DeleteAccountRequestSchema,
        response: EmptyResponseSchema,
      }),
      async (request) => {
        const user = signedInMember(request);
        await passwordAttempts.beforePasswordCheck(request, user);
        await account.deleteAccount(user, request.body.password);
        return ok(null, 'users.delete', 'Account deleted');
      },
    );
  };
}
