import {
  DeleteAccountRequestSchema,
  EmptyResponseSchema,
  ExportResponseSchema,
  UpdateUserParamsSchema,
  UpdateUserRequestSchema,
  UserResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { signedInMember } from '../auth/member-guard.ts';
import type { AccountService } from './account.service.ts';
import { toUserDto } from './user-dto.ts';

export function usersRoutes(auth: AuthService, account: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/jwt',
      {
        config: { actionName: 'users.me' },
        schema: {
          tags: ['users'],
          summary: 'The signed-in user',
          security: [{ bearer: [] }],
          response: { 200: UserResponseSchema },
        },
      },
      async (request) => {
        const user = signedInMember(request);
        return ok(toUserDto(user), 'users.me');
      },
    );

    app.put(
      '/users/:id',
      {
        config: { actionName: 'users.update' },
        schema: {
          tags: ['users'],
          summary: 'Update a profile (your own; an admin, anyone)',
          security: [{ bearer: [] }],
          params: UpdateUserParamsSchema,
          body: UpdateUserRequestSchema,
          response: { 200: UserResponseSchema },
        },
      },
      async (request) => {
        const actor = signedInMember(request);
        const user = await auth.updateUser(actor, request.params.id, request.body);
        return ok(toUserDto(user), 'users.update', 'Information updated');
      },
    );

    app.get(
      '/users/me/export',
      {
        config: { actionName: 'users.export' },
        schema: {
          tags: ['users'],
          summary: 'Everything MapleBridge holds about the signed-in member, as JSON',
          security: [{ bearer: [] }],
          response: { 200: ExportResponseSchema },
        },
      },
      async (request, reply) => {
        const user = signedInMember(request);
        reply.header('content-disposition', 'attachment; filename="maplebridge-data.json"');
        return ok(await account.exportData(user), 'users.export');
      },
    );

    app.delete(
      '/users/me',
      {
        config: { actionName: 'users.delete' },
        schema: {
          tags: ['users'],
          summary: 'Delete the signed-in account and its uploads (the password confirms it)',
          security: [{ bearer: [] }],
          body: DeleteAccountRequestSchema,
          response: { 200: EmptyResponseSchema },
        },
      },
      async (request) => {
        const user = signedInMember(request);
        await account.deleteAccount(user, request.body.password);
        return ok(null, 'users.delete', 'Account deleted');
      },
    );
  };
}
