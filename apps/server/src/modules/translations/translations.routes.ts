import {
  LanguageSchema,
  TranslationsParamsSchema,
  TranslationsQuerySchema,
  TranslationsResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import { getTranslations, type TranslationCatalog } from './translations.service.ts';

export function translationsRoutes(catalog: TranslationCatalog): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/translations/:lng',
      {
        config: { actionName: 'translations.get' },
        schema: {
          tags: ['translations'],
          summary: "The web app's texts in one language",
          params: TranslationsParamsSchema,
          querystring: TranslationsQuerySchema,
          response: { 200: TranslationsResponseSchema },
        },
      },
      async (request, reply) => {
        const resources = getTranslations(catalog, request.params.lng, request.query.ns);
        // Texts change only with a deploy; a short cache spares repeat downloads.
        reply.header('cache-control', 'public, max-age=300');
        return ok({ language: LanguageSchema.parse(request.params.lng), resources }, 'translations.get');
      },
    );
  };
}
