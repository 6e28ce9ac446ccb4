import { AuditListQuerySchema, AuditPageResponseSchema } from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { adminRouteOptions } from '../route-options.ts';
import type { AuditRepository } from './audit.repository.ts';

export function auditRoutes(auth: AuthService, audit: AuditRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/audit-log',
      adminRouteOptions(auth, 'admin.audit.list', {
        summary: 'Changes made through the console, newest first',
        querystring: AuditListQuerySchema,
        response: AuditPageResponseSchema,
      }),
      async (request) => {
        const { action, PageNumber, PageSize } = request.query;
        const { rows, hasNextPage } = await audit.page(action, PageNumber, PageSize);
        const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
        return ok({ items, hasNextPage, currentPage: PageNumber }, 'admin.audit.list');
      },
    );
  };
}
