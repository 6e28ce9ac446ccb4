import {
  CalculateScoreResponseSchema,
  CrsResultIdParamsSchema,
  EmptyResponseSchema,
  envelopeOf,
  LastCrsResultsResponseSchema,
  RenameCrsResultRequestSchema,
  SaveCrsResultResponseSchema,
  SavedCrsResultResponseSchema,
  ShareCrsResultResponseSchema,
  SharedCrsResultParamsSchema,
  SharedCrsResultResponseSchema,
} from '@maplebridge/contracts';
import { LANGUAGE_CERTIFICATES, QUESTION_BANK } from '@maplebridge/crs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#envelope.ts';
import { createFixedAnswers } from '#plugins/fixed-answer.ts';
import { signedInMember } from '../auth/member-guard.ts';
import { routeOptions, signedIn } from '../route-options.ts';
import type { CrsService } from './crs.service.ts';
import { CalculateBodySchema, SaveBodySchema } from './crs-requests.ts';

// The quiz's content is the engine's code: it changes with a deploy, not between requests.
const STATIC_MAX_AGE = 'public, max-age=3600';
const JSON_TYPE = 'application/json; charset=utf-8';
const SAVED_RESULT_DESCRIPTION =
  'Eligibility, eligibility moves, the recent rounds and the badge (`verdict`, `crsPoints`) are worked out under today’s rules from the saved answers and work step, with today’s score.';

export function crsRoutes(crs: CrsService): FastifyPluginAsyncZod {
  return async (app) => {
    const sendFixed = createFixedAnswers();
    // The quiz's two tables, served as they are from the engine.
    const tables = [
      {
        path: '/crs/question-banks',
        actionName: 'crs.questions',
        summary: 'The 32 questions of the CRS quiz (sortOrder 1–32), in English and Vietnamese',
        key: 'questions',
        data: QUESTION_BANK,
      },
      {
        path: '/crs/language-certificates',
        actionName: 'crs.certificates',
        summary: 'The five accepted language tests and the score options of each ability',
        key: 'certificates',
        data: LANGUAGE_CERTIFICATES,
      },
    ];
    for (const { path, actionName, summary, key, data } of tables) {
      app.get(
        path,
        routeOptions('crs', actionName, { summary, response: envelopeOf(z.array(z.unknown())) }),
        async (request, reply) => {
          reply.header('cache-control', STATIC_MAX_AGE);
          return sendFixed(request, reply, key, JSON_TYPE, () => JSON.stringify(ok(data, actionName)));
        },
      );
    }

    app.post(
      '/crs/calculate-score',
      routeOptions('crs', 'crs.calculate', {
        summary: 'Score quiz answers (visitors and members); the server scores them itself',
        description:
          'The body is the spec’s list of answers, or `{answers, work}` with the quiz’s "Your work" step: then the server puts in the answers the work decides, and answers `eligibility` and `eligibilityMoves` too. `crsPoints` is the cut-off of `verdict.round`, a recent round the person can enter (or, without the work step, one not ruled out). Accepts application/json and the spec’s application/json-patch+json. A 400 names each answer that is unknown, not offered, or hidden by the others, and each bad field of `work`.',
        body: CalculateBodySchema,
        response: CalculateScoreResponseSchema,
      }),
      async (request) => ok(await crs.calculate(request.body), 'crs.calculate'),
    );

    app.post(
      '/crs/save-crs-result',
      routeOptions('crs', 'crs.save', {
        summary: "Save a result to the member's history; the answers are scored again",
        description:
          'Saves the answers and the "Your work" step (`work`, null or left out when skipped); the answers the work decides are put in by the server.',
        security: signedIn(),
        body: SaveBodySchema,
        response: SaveCrsResultResponseSchema,
      }),
      async (request) => {
        const member = signedInMember(request);
        return ok(await crs.save(member, request.body), 'crs.save', 'Saved');
      },
    );

    app.post(
      '/crs/last-5-crs-results',
      routeOptions('crs', 'crs.history', {
        summary: "The member's last 5 saved results, newest first",
        description: SAVED_RESULT_DESCRIPTION,
        security: signedIn(),
        response: LastCrsResultsResponseSchema,
      }),
      async (request) => {
        const member = signedInMember(request);
        return ok(await crs.latest(member), 'crs.history');
      },
    );

    for (const path of ['/crs/crs-result/:id', '/crs/crs-result/result/:id']) {
      app.get(
        path,
        routeOptions('crs', 'crs.result', {
          summary: 'One of the member’s saved results, with its answers (another member’s id is not found)',
          description: SAVED_RESULT_DESCRIPTION,
          security: signedIn(),
          params: CrsResultIdParamsSchema,
          response: SavedCrsResultResponseSchema,
        }),
        async (request) => {
          const member = signedInMember(request);
          return ok(await crs.get(member, request.params.id), 'crs.result');
        },
      );
    }

    app.put(
      '/crs/crs-result/:id',
      routeOptions('crs', 'crs.update', {
        summary: 'Change the answers of a saved result (the edit page); it is scored again',
        description:
          'The body replaces the answers and the "Your work" step: a body without `work` (or with null) leaves the result without one.',
        security: signedIn(),
        params: CrsResultIdParamsSchema,
        body: SaveBodySchema,
        response: SavedCrsResultResponseSchema,
      }),
      async (request) => {
        const member = signedInMember(request);
        const data = await crs.update(member, request.params.id, request.body);
        return ok(data, 'crs.update', 'Updated');
      },
    );

    app.patch(
      '/crs/crs-result/:id',
      routeOptions('crs', 'crs.rename', {
        summary: 'Name a saved result, or take its name away',
        description: 'The name is trimmed; at most 80 characters. Another member’s id is not found.',
        security: signedIn(),
        params: CrsResultIdParamsSchema,
        body: RenameCrsResultRequestSchema,
        response: SavedCrsResultResponseSchema,
      }),
      async (request) => {
        const member = signedInMember(request);
        const data = await crs.rename(member, request.params.id, request.body.name);
        return ok(data, 'crs.rename', 'Renamed');
      },
    );

    app.delete(
      '/crs/crs-result/:id',
      routeOptions('crs', 'crs.delete', {
        summary: 'Delete a saved result, and its shared link with it',
        description: 'Another member’s id is not found.',
        security: signedIn(),
        params: CrsResultIdParamsSchema,
        response: EmptyResponseSchema,
      }),
      async (request) => {
        await crs.remove(signedInMember(request), request.params.id);
        return ok(null, 'crs.delete', 'Deleted');
      },
    );

    app.post(
      '/crs/crs-result/:id/share',
      routeOptions('crs', 'crs.share', {
        summary: 'Share a saved result: its link’s token, made on the first call and the same afterwards',
        description:
          'The link `/crs-tool/shared/{shareToken}` names neither the member nor the result; anyone with it reads the score (GET /crs/shared/{token}).',
        security: signedIn(),
        params: CrsResultIdParamsSchema,
        response: ShareCrsResultResponseSchema,
      }),
      async (request) => {
        const data = await crs.share(signedInMember(request), request.params.id);
        return ok(data, 'crs.share', 'Shared');
      },
    );

    app.delete(
      '/crs/crs-result/:id/share',
      routeOptions('crs', 'crs.unshare', {
        summary: 'Stop sharing a saved result: its link is not found from then on',
        security: signedIn(),
        params: CrsResultIdParamsSchema,
        response: EmptyResponseSchema,
      }),
      async (request) => {
        await crs.unshare(signedInMember(request), request.params.id);
        return ok(null, 'crs.unshare', 'Sharing stopped');
      },
    );

    app.get(
      '/crs/shared/:token',
      routeOptions('crs', 'crs.shared', {
        summary: 'A shared result, read-only (visitors too): the score and its breakdown',
        description:
          'Nothing of the member (name, e-mail, id) and not the result’s id, name, answers, work step or what they say of invitations. An unknown token, or one whose sharing stopped, is not found.',
        params: SharedCrsResultParamsSchema,
        response: SharedCrsResultResponseSchema,
      }),
      async (request) => ok(await crs.getShared(request.params.token), 'crs.shared'),
    );
  };
}
