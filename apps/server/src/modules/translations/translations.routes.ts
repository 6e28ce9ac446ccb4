import {
  LanguageSchema,
  TranslationsParamsSchema,
  TranslationsQuerySchema,
  TranslationsResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import { createFixedAnswers } from '#plugins/fixed-answer.ts';
import { routeOptions } from '../route-options.ts';
import { getTranslations, type TranslationCatalog } from './translations.service.ts';

export function translationsRoutes(catalog: TranslationCatalog): FastifyPluginAsyncZod {
  return async (app) => {
    const sendFixed = createFixedAnswers();
    app.get(
      '/translations/:lng',
      routeOptions('translations', 'translations.get', {
        summary: "The web app's texts in one language",
        params: TranslationsParamsSchema,
        querystring: TranslationsQuerySchema,
        response: TranslationsResponseSchema,
      }),
      async (request, reply) => {
        const { lng } = request.params;
        const { ns } = request.query;
        // Checked first: only known languages and namespaces become cached answers.
        const resources = getTranslations(catalog, lng, ns);
        // Texts change only with a deploy; a short cache spares repeat downloads.
        reply.header('cache-control', 'public, max-age=300');
        return sendFixed(request, reply, `${lng}:${ns ?? ''}`, 'application/json; charset=utf-8', () =>
          JSON.stringify(ok({ language: LanguageSchema.parse(lng), resources }, 'translations.get')),
        );
      },
    );
  };
}
