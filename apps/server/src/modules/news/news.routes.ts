import {
  NewsIdParamsSchema,
  NewsInputSchema,
  NewsItemResponseSchema,
  NewsListQuerySchema,
  NewsPageResponseSchema,
  NOT_LOGGED_IN_MESSAGE,
  SaveNewsResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import { registerAdminCrud } from '../admin-crud-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { signedInMember } from '../auth/member-guard.ts';
import { adminRouteOptions, routeOptions, tokenOptional } from '../route-options.ts';
import type { NewsService } from './news.service.ts';

export function newsRoutes(auth: AuthService, news: NewsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/news',
      routeOptions('news', 'news.list', {
        summary:
          'A page of news: the feed, related news (tags + excludeId), recommended (postEnum=2), saved (postEnum=3)',
        description:
          'The token is optional except for postEnum=3; with it, every item tells whether the member saved it.',
        security: tokenOptional(),
        querystring: NewsListQuerySchema,
        response: NewsPageResponseSchema,
      }),
      async (request) => {
        const viewer = await auth.authenticateOptional(request.headers.authorization);
        return ok(await news.list(request.query, viewer), 'news.list');
      },
    );

    app.get(
      '/news/:id',
      routeOptions('news', 'news.get', {
        summary: 'One article (counts a view)',
        security: tokenOptional(),
        params: NewsIdParamsSchema,
        response: NewsItemResponseSchema,
      }),
      async (request) => {
        const viewer = await auth.authenticateOptional(request.headers.authorization);
        return ok(await news.get(request.params.id, viewer), 'news.get');
      },
    );

    app.put(
      '/news/:id/save-news',
      {
        config: { actionName: 'news.save', notSignedInMessage: NOT_LOGGED_IN_MESSAGE },
        schema: {
          tags: ['news'],
          summary: "Saves the article to the member's list, or removes it when already saved",
          description: `The message is "News removed from saved list successfully" when the article is now unsaved.`,
          security: [{ bearer: [] }],
          params: NewsIdParamsSchema,
          response: { 200: SaveNewsResponseSchema },
        },
      },
      async (request) => {
        const { isSaved, message } = await news.toggleSaved(request.params.id, signedInMember(request));
        return ok({ isSaved }, 'news.save', message);
      },
    );

    registerAdminCrud(app, auth, news, {
      name: 'news',
      noun: 'News',
      params: NewsIdParamsSchema,
      input: NewsInputSchema,
      response: NewsItemResponseSchema,
      summaries: {
        create: 'Write an article (HTML is sanitised); published at once when isPublished',
        update: 'Replace an article',
        delete: 'Delete an article',
      },
    });

    for (const [action, isPublished] of [
      ['publish', true],
      ['unpublish', false],
    ] as const) {
      app.post(
        `/admin/news/:id/${action}`,
        adminRouteOptions(auth, `admin.news.${action}`, {
          summary: isPublished
            ? 'Publish an article; the first time, every member gets a News notification'
            : 'Take an article off the site',
          params: NewsIdParamsSchema,
          response: NewsItemResponseSchema,
        }),
        async (request) => {
          return ok(await news.setPublished(request.params.id, isPublished), `admin.news.${action}`);
        },
      );
    }
  };
}
