import {
  type Member,
  MemberActiveRequestSchema,
  MemberIdParamsSchema,
  MemberListQuerySchema,
  MemberPageResponseSchema,
  MemberResponseSchema,
  MemberRoleRequestSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '#db/schema/index.ts';
import { ok } from '#envelope.ts';
import { AppError } from '#errors.ts';
import { ADMIN, type AuthService } from '../auth/auth.service.ts';
import type { MembersRepository } from './members.repository.ts';

const toMember = (row: UserRow): Member => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  phoneNumber: row.phoneNumber,
  isEmailVerified: row.isEmailVerified,
  active: row.active,
  isAdmin: row.userType === ADMIN,
  createdTime: row.createdAt.toISOString(),
});

const found = (row: UserRow | undefined) => {
  if (!row) throw new AppError('users.notFound', 'No member has this id.');
  return toMember(row);
};

export function membersRoutes(auth: AuthService, members: MembersRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/members',
      {
        config: { actionName: 'admin.members.list' },
        schema: {
          tags: ['admin'],
          summary: 'Members, newest first, found by e-mail, name or phone',
          security: [{ bearer: [] }],
          querystring: MemberListQuerySchema,
          response: { 200: MemberPageResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        const { keyword, status, PageNumber, PageSize } = request.query;
        const { rows, hasNextPage } = await members.page(keyword, status, PageNumber, PageSize);
        return ok({ items: rows.map(toMember), hasNextPage, currentPage: PageNumber }, 'admin.members.list');
      },
    );

    app.put(
      '/admin/members/:id/active',
      {
        config: { actionName: 'admin.members.active' },
        schema: {
          tags: ['admin'],
          summary: 'Deactivate (signed out everywhere, cannot sign in) or reactivate a member',
          security: [{ bearer: [] }],
          params: MemberIdParamsSchema,
          body: MemberActiveRequestSchema,
          response: { 200: MemberResponseSchema },
        },
      },
      async (request) => {
        const admin = await auth.authenticateAdmin(request.headers.authorization);
        if (admin.id === request.params.id && !request.body.active) {
          throw new AppError('admin.selfDeactivation', 'You cannot deactivate your own account.');
        }
        return ok(
          found(await members.setActive(request.params.id, request.body.active)),
          'admin.members.active',
        );
      },
    );

    app.put(
      '/admin/members/:id/role',
      {
        config: { actionName: 'admin.members.role' },
        schema: {
          tags: ['admin'],
          summary: 'Promote a member to admin, or an admin back to member (not oneself)',
          security: [{ bearer: [] }],
          params: MemberIdParamsSchema,
          body: MemberRoleRequestSchema,
          response: { 200: MemberResponseSchema },
        },
      },
      async (request) => {
        const admin = await auth.authenticateAdmin(request.headers.authorization);
        if (admin.id === request.params.id && !request.body.isAdmin) {
          throw new AppError('admin.selfDemotion', 'You cannot take away your own admin role.');
        }
        const row = await members.setUserType(request.params.id, request.body.isAdmin ? ADMIN : 0);
        return ok(found(row), 'admin.members.role');
      },
    );
  };
}
