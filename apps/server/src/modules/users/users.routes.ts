import { UpdateUserParamsSchema, UpdateUserRequestSchema, UserResponseSchema } from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from '../auth/auth.service.ts';
import { toUserDto } from './user-dto.ts';

export function usersRoutes(auth: AuthService): FastifyPluginAsyncZod {
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
        const user = await auth.authenticate(request.headers.authorization);
        return { status: 200, message: 'OK', data: toUserDto(user), actionName: 'users.me' };
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
        const actor = await auth.authenticate(request.headers.authorization);
        const user = await auth.updateUser(actor, request.params.id, request.body);
        return {
          status: 200,
          message: 'Information updated',
          data: toUserDto(user),
          actionName: 'users.update',
        };
      },
    );
  };
}
