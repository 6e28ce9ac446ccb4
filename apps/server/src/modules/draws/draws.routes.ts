import {
  DrawCutOffsQuerySchema,
  DrawCutOffsResponseSchema,
  DrawImportResponseSchema,
  DrawInputSchema,
  DrawListQuerySchema,
  DrawPageResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#envelope.ts';
import { AppError } from '#errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { adminRouteOptions, routeOptions } from '../route-options.ts';
import type { DrawsService } from './draws.service.ts';
import { parseRounds, RoundsFormatError } from './parse-rounds.ts';

export function drawsRoutes(auth: AuthService, draws: DrawsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/draws',
      routeOptions('crs', 'draws.list', {
        summary: 'Express Entry rounds of invitations, newest first, by category and date',
        description:
          'latestCutOff is the most recent general or Canadian Experience Class round; its lowest score is the `crsPoints` a result is compared with. The CRS has no pass mark.',
        querystring: DrawListQuerySchema,
        response: DrawPageResponseSchema,
      }),
      async (request, reply) => {
        const { category, from, to, PageNumber, PageSize } = request.query;
        // Rounds change a few times a month; a minute of caching costs nothing.
        reply.header('cache-control', 'public, max-age=60');
        return ok(await draws.page({ categories: category, from, to }, PageNumber, PageSize), 'draws.list');
      },
    );

    app.get(
      '/draws/cut-offs',
      routeOptions('crs', 'draws.cutOffs', {
        summary: 'Every round’s lowest score invited, oldest first, by category and date (the rounds chart)',
        querystring: DrawCutOffsQuerySchema,
        response: DrawCutOffsResponseSchema,
      }),
      async (request, reply) => {
        const { category, from, to } = request.query;
        reply.header('cache-control', 'public, max-age=60');
        return ok({ items: await draws.cutOffs({ categories: category, from, to }) }, 'draws.cutOffs');
      },
    );

    app.post(
      '/admin/draws',
      adminRouteOptions(auth, 'admin.draws.create', {
        errors: [409],
        summary: 'Add one round by hand; members whose saved score is at or above its cut-off are alerted',
        body: DrawInputSchema,
        response: DrawImportResponseSchema,
      }),
      async (request) => {
        const outcome = await draws.importRounds([
          { ...request.body, distributionAsOn: null, distribution: null },
        ]);
        if (outcome.added.length === 0) {
          throw new AppError('draws.duplicate', `Round #${request.body.number} is already stored.`);
        }
        return ok(outcome, 'admin.draws.create', 'Round added');
      },
    );

    app.post(
      '/admin/draws/import',
      adminRouteOptions(auth, 'admin.draws.import', {
        summary: 'Import IRCC’s rounds JSON (the body is the file): new rounds are added, known ones skipped',
        body: z.unknown(),
        response: DrawImportResponseSchema,
      }),
      async (request) => {
        let rounds: ReturnType<typeof parseRounds>;
        try {
          rounds = parseRounds(JSON.stringify(request.body));
        } catch (error) {
          if (!(error instanceof RoundsFormatError)) throw error;
          throw new AppError('draws.invalidFile', `Not IRCC's rounds JSON: ${error.message}`);
        }
        return ok(await draws.importRounds(rounds), 'admin.draws.import', 'Rounds imported');
      },
    );
  };
}
