import {
  OccupationCodeParamsSchema,
  OccupationListResponseSchema,
  OccupationQuerySchema,
  OccupationResponseSchema,
  OccupationSearchQuerySchema,
} from '@maplebridge/contracts';
import { findOccupations, getOccupation, isOccupationCode } from '@maplebridge/crs/occupations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import { AppError } from '#errors.ts';
import { resolveAsOf } from '../eligibility/as-of.ts';
import { routeOptions } from '../route-options.ts';

// Titles and lists change with a deploy; the categories in force change on a date, so an hour is safe.
const CACHE_CONTROL = 'public, max-age=3600';

/** `now` is the app's clock: which rules are in force depends on the date. */
export function occupationsRoutes(now: () => Date): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/occupations',
      routeOptions('occupations', 'occupations.search', {
        summary: 'NOC 2021 occupations for a job title typed in Vietnamese or English, best match first',
        description:
          'Searches the Vietnamese titles and everyday words of all 516 unit groups, with or without diacritics, and the official English titles and 27,935 example job titles.',
        querystring: OccupationSearchQuerySchema,
        response: OccupationListResponseSchema,
      }),
      async (request, reply) => {
        const { q, language, limit, asOf } = request.query;
        const items = findOccupations(q, { language, limit, asOf: resolveAsOf(asOf, now()) });
        reply.header('cache-control', CACHE_CONTROL);
        return ok({ items }, 'occupations.search');
      },
    );

    app.get(
      '/occupations/:code',
      routeOptions('occupations', 'occupations.get', {
        summary: 'One NOC 2021 unit group: Vietnamese and English titles, TEER, programs and categories',
        params: OccupationCodeParamsSchema,
        querystring: OccupationQuerySchema,
        response: OccupationResponseSchema,
      }),
      async (request, reply) => {
        const { code } = request.params;
        if (!isOccupationCode(code)) {
          throw new AppError('occupations.notFound', `${code} is not a NOC 2021 unit group.`);
        }
        const occupation = getOccupation(code, resolveAsOf(request.query.asOf, now()));
        reply.header('cache-control', CACHE_CONTROL);
        return ok(occupation, 'occupations.get');
      },
    );
  };
}
