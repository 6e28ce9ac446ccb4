/**
 * Eligibility answers per second, printed beside scoreProfile measured in the same run (the reference):
 * run by `npm run bench -w @maplebridge/crs` after the CRS bench.
 */
import { assessEligibility } from '../src/eligibility/assess-eligibility.ts';
import { suggestEligibilityMoves } from '../src/eligibility/eligibility-moves.ts';
import { parseEligibilityProfile } from '../src/eligibility/eligibility-profile.ts';
import { eligibilityInputArbitrary } from '../src/fixtures/eligibility-arbitraries.ts';
import { scoreProfile } from '../src/score-profile.ts';
import { measure, SECONDS, sampleInputs } from './measure.ts';

const { untrusted, profiles } = sampleInputs(eligibilityInputArbitrary, parseEligibilityProfile);
const AS_OF = '2026-11-25';

console.log(
  `\nEligibility bench: ${profiles.length.toLocaleString('en-CA')} varied profiles with 0–4 jobs, ${SECONDS} s each (goal ≥ 500,000 /s)\n`,
);
measure(
  'scoreProfile (reference)',
  profiles.length,
  (i) => scoreProfile(profiles[i] as (typeof profiles)[number]).grandtotal,
);
measure(
  'assessEligibility (validated)',
  profiles.length,
  (i) => assessEligibility(profiles[i] as (typeof profiles)[number], AS_OF).programs.fsw.points.total,
);
const answers = profiles.map((profile) => assessEligibility(profile, AS_OF));
measure(
  'suggestEligibilityMoves',
  profiles.length,
  (i) =>
    suggestEligibilityMoves(
      profiles[i] as (typeof profiles)[number],
      answers[i] as (typeof answers)[number],
      AS_OF,
    ).length,
);
measure('parseEligibilityProfile (JSON)', profiles.length, (i) =>
  parseEligibilityProfile(untrusted[i]).success ? 1 : 0,
);
