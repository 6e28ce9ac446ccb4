import {
  ContactSupportRequestSchema,
  ContactSupportResponseSchema,
  DeliveryParamsSchema,
  MarkHandledRequestSchema,
  SupportMessageIdParamsSchema,
  SupportMessageListQuerySchema,
  SupportMessagePageResponseSchema,
  SupportMessageResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import { clientOf, createBudget } from '#plugins/rate-limit.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ContactService } from './contact.service.ts';

export interface ContactLimits {
  windowMs: number;
  perIp: number;
  perEmail: number;
}

export function contactRoutes(
  auth: AuthService,
  contact: ContactService,
  limits: ContactLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    const window = { windowMs: limits.windowMs };
    const budgets = [
      createBudget(app, 'contact-ip', { ...window, max: limits.perIp }, clientOf),
      createBudget(app, 'contact-email', { ...window, max: limits.perEmail }, (request) =>
        String((request.body as { email?: unknown } | null)?.email ?? '').toLowerCase(),
      ),
    ];

    app.post(
      '/contact-support',
      {
        config: { actionName: 'contact.support' },
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the support team; it is stored before the answer',
          description:
            'Accepts application/json and the spec’s application/json-patch+json. The CRM lead and the mail to the support inbox are delivered afterwards from the server, with retries. A member’s lead carries their profile’s name, phone and address.',
          body: ContactSupportRequestSchema,
          response: { 200: ContactSupportResponseSchema },
        },
      },
      async (request) => {
        for (const budget of budgets) await budget(request);
        const member = await auth.authenticateOptional(request.headers.authorization);
        const stored = await contact.submit(request.body, member);
        return ok(stored, 'contact.support', 'Contact submitted');
      },
    );

    app.get(
      '/admin/contact-messages',
      {
        config: { actionName: 'admin.contact.list' },
        schema: {
          tags: ['admin'],
          summary: 'Contact messages, newest first, with the state of each delivery',
          security: [{ bearer: [] }],
          querystring: SupportMessageListQuerySchema,
          response: { 200: SupportMessagePageResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        const { status, PageNumber, PageSize } = request.query;
        return ok(await contact.page(status, PageNumber, PageSize), 'admin.contact.list');
      },
    );

    app.get(
      '/admin/contact-messages/:id',
      {
        config: { actionName: 'admin.contact.get' },
        schema: {
          tags: ['admin'],
          summary: 'One contact message with its deliveries',
          security: [{ bearer: [] }],
          params: SupportMessageIdParamsSchema,
          response: { 200: SupportMessageResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        return ok(await contact.get(request.params.id), 'admin.contact.get');
      },
    );

    app.put(
      '/admin/contact-messages/:id/handled',
      {
        config: { actionName: 'admin.contact.handled' },
        schema: {
          tags: ['admin'],
          summary: 'Mark a message handled (or open again with handled: false)',
          security: [{ bearer: [] }],
          params: SupportMessageIdParamsSchema,
          body: MarkHandledRequestSchema,
          response: { 200: SupportMessageResponseSchema },
        },
      },
      async (request) => {
        const admin = await auth.authenticateAdmin(request.headers.authorization);
        const message = await contact.setHandled(request.params.id, admin, request.body.handled);
        return ok(message, 'admin.contact.handled');
      },
    );

    app.post(
      '/admin/contact-messages/:id/deliveries/:deliveryId/retry',
      {
        config: { actionName: 'admin.contact.retry' },
        schema: {
          tags: ['admin'],
          summary: 'Send a failed delivery (CRM lead or support mail) again',
          security: [{ bearer: [] }],
          params: DeliveryParamsSchema,
          response: { 200: SupportMessageResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        return ok(await contact.retry(request.params.id, request.params.deliveryId), 'admin.contact.retry');
      },
    );
  };
}
