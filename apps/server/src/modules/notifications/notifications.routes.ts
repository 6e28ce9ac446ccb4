import {
  EmptyResponseSchema,
  envelopeOf,
  MarkAsReadBulkRequestSchema,
  MarkAsReadResponseSchema,
  NotificationIdParamsSchema,
  NotificationInputSchema,
  NotificationListQuerySchema,
  NotificationPageResponseSchema,
  NotificationResponseSchema,
  NotificationSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { signedInMember } from '../auth/member-guard.ts';
import { adminRouteOptions, routeOptions, signedIn } from '../route-options.ts';
import type { NotificationsService } from './notifications.service.ts';

const ADMIN_LIST_LIMIT = 200;

export function notificationsRoutes(
  auth: AuthService,
  notifications: NotificationsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications/user',
      routeOptions('notifications', 'notifications.list', {
        summary: "The member's notifications, newest first",
        security: signedIn(),
        querystring: NotificationListQuerySchema,
        response: NotificationPageResponseSchema,
      }),
      async (request) => {
        const member = signedInMember(request);
        const { PageNumber, PageSize } = request.query;
        return ok(await notifications.page(member, PageNumber, PageSize), 'notifications.list');
      },
    );

    app.put(
      '/notifications/mark-as-read-bulk',
      routeOptions('notifications', 'notifications.markReadBulk', {
        summary: 'Mark these notifications read (those in Error status stay as they are)',
        security: signedIn(),
        body: MarkAsReadBulkRequestSchema,
        response: MarkAsReadResponseSchema,
      }),
      async (request) => {
        const member = signedInMember(request);
        const marked = await notifications.markRead(member, request.body);
        return ok({ marked }, 'notifications.markReadBulk', 'Marked as read');
      },
    );

    app.put(
      '/notifications/:messageId/mark-as-read',
      routeOptions('notifications', 'notifications.markRead', {
        summary: 'Mark one notification read',
        security: signedIn(),
        params: NotificationIdParamsSchema,
        response: MarkAsReadResponseSchema,
      }),
      async (request) => {
        const member = signedInMember(request);
        const marked = await notifications.markOneRead(member, request.params.messageId);
        return ok({ marked }, 'notifications.markRead', 'Marked as read');
      },
    );

    app.get(
      '/admin/notifications',
      adminRouteOptions(auth, 'admin.notifications.list', {
        summary: 'The latest notifications sent',
        response: envelopeOf(z.object({ items: z.array(NotificationSchema) })),
      }),
      async () => {
        const items = await notifications.listSent(ADMIN_LIST_LIMIT);
        return ok({ items }, 'admin.notifications.list');
      },
    );

    app.post(
      '/admin/notifications',
      adminRouteOptions(auth, 'admin.notifications.send', {
        summary: 'Send a notification in both languages to one member or to everyone',
        body: NotificationInputSchema,
        response: NotificationResponseSchema,
      }),
      async (request) => {
        const data = await notifications.send(request.body);
        return ok(data, 'admin.notifications.send', 'Notification sent');
      },
    );

    app.delete(
      '/admin/notifications/:messageId',
      adminRouteOptions(auth, 'admin.notifications.delete', {
        summary: 'Withdraw a notification',
        params: NotificationIdParamsSchema,
        response: EmptyResponseSchema,
      }),
      async (request) => {
        await notifications.delete(request.params.messageId);
        return ok(null, 'admin.notifications.delete', 'Notification deleted');
      },
    );
  };
}
