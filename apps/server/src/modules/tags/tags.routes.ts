import {
  TagIdParamsSchema,
  TagInputSchema,
  TagResponseSchema,
  TagsResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import { registerAdminCrud } from '../admin-crud-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { routeOptions } from '../route-options.ts';
import type { TagsService } from './tags.service.ts';

/** Spec section 9: tags stay fresh for 5 minutes. */
const TAGS_MAX_AGE_SECONDS = 300;

export function tagsRoutes(auth: AuthService, tags: TagsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tags',
      routeOptions('news', 'tags.list', {
        summary: 'Every tag (cacheable for 5 minutes)',
        response: TagsResponseSchema,
      }),
      async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${TAGS_MAX_AGE_SECONDS}`);
        return ok({ items: await tags.list() }, 'tags.list');
      },
    );

    registerAdminCrud(app, auth, tags, {
      name: 'tags',
      noun: 'Tag',
      params: TagIdParamsSchema,
      input: TagInputSchema,
      response: TagResponseSchema,
      errors: [409],
      summaries: {
        create: 'Add a tag',
        update: 'Rename or re-describe a tag (not `recommended`)',
        delete: 'Delete a tag (not `recommended`); articles lose it',
      },
    });
  };
}
