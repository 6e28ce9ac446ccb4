import { EligibilityQuerySchema, EligibilityResponseSchema } from '@maplebridge/contracts';
import { assessEligibility } from '@maplebridge/crs/eligibility';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import { routeOptions } from '../route-options.ts';
import { resolveAsOf } from './as-of.ts';
import { EligibilityBodySchema, readEligibilityProfile } from './eligibility-body.ts';

/** `now` is the app's clock: which rules are in force depends on the date. */
export function eligibilityRoutes(now: () => Date): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/eligibility',
      routeOptions('eligibility', 'eligibility.assess', {
        summary: 'Which programs (FSW, CEC, FST) and which categories in force can invite this person',
        description:
          'The body is an EligibilityProfile (shared/crs/eligibility.md): a CandidateProfile plus work experience by NOC, job offer, funds and the FSW adaptability answers; the new fields may be left out. Or it is the CRS quiz’s `{answers, work}`: the answers as `POST /api/crs/calculate-score` takes them, and the "Your work" step (null: no work, no funds); the server puts in the answers the work decides. Visitors and members. A 400 names each bad field or answer.',
        querystring: EligibilityQuerySchema,
        body: EligibilityBodySchema,
        response: EligibilityResponseSchema,
      }),
      async (request) => {
        const asOf = resolveAsOf(request.query.asOf, now());
        return ok(assessEligibility(readEligibilityProfile(request.body), asOf), 'eligibility.assess');
      },
    );
  };
}
