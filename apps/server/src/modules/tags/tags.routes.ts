import {
  EmptyResponseSchema,
  TagIdParamsSchema,
  TagInputSchema,
  TagResponseSchema,
  TagsResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { TagsService } from './tags.service.ts';

/** Spec section 9: tags stay fresh for 5 minutes. */
const TAGS_MAX_AGE_SECONDS = 300;

export function tagsRoutes(auth: AuthService, tags: TagsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tags',
      {
        config: { actionName: 'tags.list' },
        schema: {
          tags: ['news'],
          summary: 'Every tag (cacheable for 5 minutes)',
          response: { 200: TagsResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${TAGS_MAX_AGE_SECONDS}`);
        return ok({ items: await tags.list() }, 'tags.list');
      },
    );

    app.post(
      '/admin/tags',
      {
        config: { actionName: 'admin.tags.create' },
        schema: {
          tags: ['admin'],
          summary: 'Add a tag',
          security: [{ bearer: [] }],
          body: TagInputSchema,
          response: { 200: TagResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        const tag = await tags.create(request.body);
        return ok(tag, 'admin.tags.create', 'Tag created');
      },
    );

    app.put(
      '/admin/tags/:id',
      {
        config: { actionName: 'admin.tags.update' },
        schema: {
          tags: ['admin'],
          summary: 'Rename or re-describe a tag (not `recommended`)',
          security: [{ bearer: [] }],
          params: TagIdParamsSchema,
          body: TagInputSchema,
          response: { 200: TagResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        const tag = await tags.update(request.params.id, request.body);
        return ok(tag, 'admin.tags.update', 'Tag updated');
      },
    );

    app.delete(
      '/admin/tags/:id',
      {
        config: { actionName: 'admin.tags.delete' },
        schema: {
          tags: ['admin'],
          summary: 'Delete a tag (not `recommended`); articles lose it',
          security: [{ bearer: [] }],
          params: TagIdParamsSchema,
          response: { 200: EmptyResponseSchema },
        },
      },
      async (request) => {
        await auth.authenticateAdmin(request.headers.authorization);
        await tags.delete(request.params.id);
        return ok(null, 'admin.tags.delete', 'Tag deleted');
      },
    );
  };
}
