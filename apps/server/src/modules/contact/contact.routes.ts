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
import { signedInAdmin } from '../auth/admin-guard.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { adminRouteOptions, routeOptions } from '../route-options.ts';
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
      routeOptions('contact', 'contact.support', {
        summary: 'Send a message to the support team; it is stored before the answer',
        description:
          'Accepts application/json and the spec’s application/json-patch+json. The CRM lead and the mail to the support inbox are delivered afterwards from the server, with retries. A member’s lead carries their profile’s name, phone and address.',
        body: ContactSupportRequestSchema,
        response: ContactSupportResponseSchema,
      }),
      async (request) => {
        for (const budget of budgets) await budget(request);
        const member = await auth.authenticateOptional(request.headers.authorization);
        const stored = await contact.submit(request.body, member);
        return ok(stored, 'contact.support', 'Contact submitted');
      },
    );

    app.get(
      '/admin/contact-messages',
      adminRouteOptions(auth, 'admin.contact.list', {
        summary: 'Contact messages, newest first, with the state of each delivery',
        querystring: SupportMessageListQuerySchema,
        response: SupportMessagePageResponseSchema,
      }),
      async (request) => {
        const { status, PageNumber, PageSize } = request.query;
        return ok(await contact.page(status, PageNumber, PageSize), 'admin.contact.list');
      },
    );

    app.get(
      '/admin/contact-messages/:id',
      adminRouteOptions(auth, 'admin.contact.get', {
        summary: 'One contact message with its deliveries',
        params: SupportMessageIdParamsSchema,
        response: SupportMessageResponseSchema,
      }),
      async (request) => ok(await contact.get(request.params.id), 'admin.contact.get'),
    );

    app.put(
      '/admin/contact-messages/:id/handled',
      adminRouteOptions(auth, 'admin.contact.handled', {
        summary: 'Mark a message handled (or open again with handled: false)',
        params: SupportMessageIdParamsSchema,
        body: MarkHandledRequestSchema,
        response: SupportMessageResponseSchema,
      }),
      async (request) => {
        const admin = signedInAdmin(request);
        const message = await contact.setHandled(request.params.id, admin, request.body.handled);
        return ok(message, 'admin.contact.handled');
      },
    );

    app.post(
      '/admin/contact-messages/:id/deliveries/:deliveryId/retry',
      adminRouteOptions(auth, 'admin.contact.retry', {
        errors: [409],
        summary: 'Send a failed delivery (CRM lead or support mail) again',
        params: DeliveryParamsSchema,
        response: SupportMessageResponseSchema,
      }),
      async (request) =>
        ok(await contact.retry(request.params.id, request.params.deliveryId), 'admin.contact.retry'),
    );
  };
}
