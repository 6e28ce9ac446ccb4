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
import type { NotificationsService } from './notifications.service.ts';

const ADMIN_LIST_LIMIT = 200;

export function notificationsRoutes(
  auth: AuthService,
  notifications: NotificationsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications/user',
      {
        config: { actionName: 'notifications.list' },
        schema: {
          tags: ['notifications'],
          summary: "The member's notifications, newest first",
          security: [{ bearer: [] }],
          querystring: NotificationListQuerySchema,
          response: { 200: NotificationPageResponseSchema },
        },
      },
      async (request) => {
        const member = signedInMember(request);
        const { PageNumber, PageSize } = request.query;
        return ok(await notifications.page(member, PageNumber, PageSize), 'notifications.list');
      },
    );

    app.put(
      '/notifications/mark-as-read-bulk',
      {
        config: { actionName: 'notifications.markReadBulk' },
        schema: {
          tags: ['notifications'],
          summary: 'Mark these notifications read (those in Error status stay as they are)',
          security: [{ bearer: [] }],
          body: MarkAsReadBulkRequestSchema,
          response: { 200: MarkAsReadResponseSchema },
        },
      },
      async (request) => {
        const member = signedInMember(request);
        const marked = await notifications.markRead(member, request.body);
        return ok({ marked }, 'notifications.markReadBulk', 'Marked as read');
      },
    );

    app.put(
      '/notifications/:messageId/mark-as-read',
      {
        config: { actionName: 'notifications.markRead' },
        schema: {
          tags: ['notifications'],
          summary: 'Mark one notification read',
          security: [{ bearer: [] }],
          params: NotificationIdParamsSchema,
          response: { 200: MarkAsReadResponseSchema },
        },
      },
      async (request) => {
        const member = signedInMember(request);
        const marked = await notifications.markOneRead(member, request.params.messageId);
        return ok({ marked }, 'notifications.markRead', 'Marked as read');
      },
    );

    app.get(
      '/admin/notifications',
      {
        config: { actionName: 'admin.notifications.list' },
        schema: {
          tags: ['admin'],
          summary: 'The latest notifications sent',
          security: [{ bearer: [] }],
          response: { 200: envelopeOf(z.object({ items: z.array(NotificationSchema) })) },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        const items = await notifications.listSent(ADMIN_LIST_LIMIT);
        return ok({ items }, 'admin.notifications.list');
      },
    );

    app.post(
      '/admin/notifications',
      {
        config: { actionName: 'admin.notifications.send' },
        schema: {
          tags: ['admin'],
          summary: 'Send a notification in both languages to one member or to everyone',
          security: [{ bearer: [] }],
          body: NotificationInputSchema,
          response: { 200: NotificationResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        const data = await notifications.send(request.body);
        return ok(data, 'admin.notifications.send', 'Notification sent');
      },
    );

    app.delete(
      '/admin/notifications/:messageId',
      {
        config: { actionName: 'admin.notifications.delete' },
        schema: {
          tags: ['admin'],
          summary: 'Withdraw a notification',
          security: [{ bearer: [] }],
          params: NotificationIdParamsSchema,
          response: { 200: EmptyResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        await notifications.delete(request.params.messageId);
        return ok(null, 'admin.notifications.delete', 'Notification deleted');
      },
    );
  };
}
