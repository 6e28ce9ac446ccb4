import {
  SlideIdParamsSchema,
  SlideInputSchema,
  SlideResponseSchema,
  SlidesResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import { registerAdminCrud } from '../admin-crud-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { adminRouteOptions, routeOptions } from '../route-options.ts';
import type { SlidesService } from './slides.service.ts';

export function slidesRoutes(auth: AuthService, slides: SlidesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/slides',
      routeOptions('news', 'slides.list', {
        summary: 'The active home banner slides, in order',
        response: SlidesResponseSchema,
      }),
      async () => ok({ items: await slides.list() }, 'slides.list'),
    );

    app.get(
      '/admin/slides',
      adminRouteOptions(auth, 'admin.slides.list', {
        summary: 'Every slide, inactive ones too',
        response: SlidesResponseSchema,
      }),
      async () => ok({ items: await slides.list(true) }, 'admin.slides.list'),
    );

    registerAdminCrud(app, auth, slides, {
      name: 'slides',
      noun: 'Slide',
      params: SlideIdParamsSchema,
      input: SlideInputSchema,
      response: SlideResponseSchema,
      summaries: {
        create: 'Add a slide: an image that opens an article (newsExternalId) or a link',
        update: 'Replace a slide',
        delete: 'Delete a slide',
      },
    });
  };
}
