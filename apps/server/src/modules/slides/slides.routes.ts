import {
  EmptyResponseSchema,
  SlideIdParamsSchema,
  SlideInputSchema,
  SlideResponseSchema,
  SlidesResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SlidesService } from './slides.service.ts';

export function slidesRoutes(auth: AuthService, slides: SlidesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/slides',
      {
        config: { actionName: 'slides.list' },
        schema: {
          tags: ['news'],
          summary: 'The active home banner slides, in order',
          response: { 200: SlidesResponseSchema },
        },
      },
      async () => ok({ items: await slides.list() }, 'slides.list'),
    );

    app.get(
      '/admin/slides',
      {
        config: { actionName: 'admin.slides.list' },
        schema: {
          tags: ['admin'],
          summary: 'Every slide, inactive ones too',
          security: [{ bearer: [] }],
          response: { 200: SlidesResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        return ok({ items: await slides.list(true) }, 'admin.slides.list');
      },
    );

    app.post(
      '/admin/slides',
      {
        config: { actionName: 'admin.slides.create' },
        schema: {
          tags: ['admin'],
          summary: 'Add a slide: an image that opens an article (newsExternalId) or a link',
          security: [{ bearer: [] }],
          body: SlideInputSchema,
          response: { 200: SlideResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        const slide = await slides.create(request.body);
        return ok(slide, 'admin.slides.create', 'Slide created');
      },
    );

    app.put(
      '/admin/slides/:id',
      {
        config: { actionName: 'admin.slides.update' },
        schema: {
          tags: ['admin'],
          summary: 'Replace a slide',
          security: [{ bearer: [] }],
          params: SlideIdParamsSchema,
          body: SlideInputSchema,
          response: { 200: SlideResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        const slide = await slides.update(request.params.id, request.body);
        return ok(slide, 'admin.slides.update', 'Slide updated');
      },
    );

    app.delete(
      '/admin/slides/:id',
      {
        config: { actionName: 'admin.slides.delete' },
        schema: {
          tags: ['admin'],
          summary: 'Delete a slide',
          security: [{ bearer: [] }],
          params: SlideIdParamsSchema,
          response: { 200: EmptyResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        await slides.delete(request.params.id);
        return ok(null, 'admin.slides.delete', 'Slide deleted');
      },
    );
  };
}
