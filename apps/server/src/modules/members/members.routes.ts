import {
  type Member,
  MemberActiveRequestSchema,
  MemberIdParamsSchema,
  MemberListQuerySchema,
  MemberPageResponseSchema,
  MemberResponseSchema,
  MemberRoleRequestSchema,
} from '@maplebridge/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '#db/schema/index.ts';
import { ok } from '#envelope.ts';
import { AppError } from '#errors.ts';
import { signedInAdmin } from '../auth/admin-guard.ts';
import { ADMIN, type AuthService } from '../auth/auth.service.ts';
import { adminRouteOptions } from '../route-options.ts';
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

/** Whether the admin acts on their own account, which they may not lock themselves out of. */
const isOwnAccount = (request: FastifyRequest & { params: { id: string } }) =>
  signedInAdmin(request).id === request.params.id;

export function membersRoutes(auth: AuthService, members: MembersRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/members',
      adminRouteOptions(auth, 'admin.members.list', {
        summary: 'Members, newest first, found by e-mail, name or phone',
        querystring: MemberListQuerySchema,
        response: MemberPageResponseSchema,
      }),
      async (request) => {
        const { keyword, status, PageNumber, PageSize } = request.query;
        const { rows, hasNextPage } = await members.page(keyword, status, PageNumber, PageSize);
        return ok({ items: rows.map(toMember), hasNextPage, currentPage: PageNumber }, 'admin.members.list');
      },
    );

    app.put(
      '/admin/members/:id/active',
      adminRouteOptions(auth, 'admin.members.active', {
        summary: 'Deactivate (signed out everywhere, cannot sign in) or reactivate a member',
        params: MemberIdParamsSchema,
        body: MemberActiveRequestSchema,
        response: MemberResponseSchema,
      }),
      async (request) => {
        if (isOwnAccount(request) && !request.body.active) {
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
      adminRouteOptions(auth, 'admin.members.role', {
        summary: 'Promote a member to admin, or an admin back to member (not oneself)',
        params: MemberIdParamsSchema,
        body: MemberRoleRequestSchema,
        response: MemberResponseSchema,
      }),
      async (request) => {
        if (isOwnAccount(request) && !request.body.isAdmin) {
          throw new AppError('admin.selfDemotion', 'You cannot take away your own admin role.');
        }
        const row = await members.setUserType(request.params.id, request.body.isAdmin ? ADMIN : 0);
        return ok(found(row), 'admin.members.role');
      },
    );
  };
}
