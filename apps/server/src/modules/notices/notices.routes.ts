import {
  SiteNoticeIdParamsSchema,
  SiteNoticeInputSchema,
  SiteNoticeResponseSchema,
  SiteNoticesResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import { registerAdminCrud } from '../admin-crud-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { adminRouteOptions, routeOptions } from '../route-options.ts';
import type { NoticesService } from './notices.service.ts';

/** Every page asks once it has painted; a notice published shows within this many seconds. */
const NOTICES_MAX_AGE_SECONDS = 30;

export function noticesRoutes(auth: AuthService, notices: NoticesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notices',
      routeOptions('news', 'notices.list', {
        summary: 'The site notices shown now, under the header of every page (cacheable for 30 seconds)',
        description:
          'A notice shows from `startsAt` until before `endsAt` (always, once started, when null).',
        response: SiteNoticesResponseSchema,
      }),
      async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${NOTICES_MAX_AGE_SECONDS}`);
        return ok({ items: await notices.active() }, 'notices.list');
      },
    );

    app.get(
      '/admin/notices',
      adminRouteOptions(auth, 'admin.notices.list', {
        summary: 'Every site notice, past and future ones too, newest start first',
        response: SiteNoticesResponseSchema,
      }),
      async () => ok({ items: await notices.list() }, 'admin.notices.list'),
    );

    registerAdminCrud(app, auth, notices, {
      name: 'notices',
      noun: 'Site notice',
      params: SiteNoticeIdParamsSchema,
      input: SiteNoticeInputSchema,
      response: SiteNoticeResponseSchema,
      summaries: {
        create: 'Publish a site notice: both languages, a severity, its start and optional end and link',
        update: 'Replace a site notice',
        delete: 'Delete a site notice',
      },
    });
  };
}
