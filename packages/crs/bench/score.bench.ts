/**
 * Engine throughput, printed as figures (not pass/fail): `npm run bench -w @maplebridge/crs`.
 * Profiles are generated once, varied over every field, then scored in a loop on one core.
 */
import { profileArbitrary } from '../src/fixtures/arbitraries.ts';
import { parseProfile } from '../src/profile.ts';
import { scoreProfile } from '../src/score-profile.ts';
import { suggestImprovements } from '../src/suggestions.ts';
import { measure, SECONDS, sampleInputs } from './measure.ts';

const { untrusted, profiles } = sampleInputs(profileArbitrary, parseProfile);

console.log(
  `CRS engine bench: Node ${process.version}, ${profiles.length.toLocaleString('en-CA')} varied profiles, ${SECONDS} s each\n`,
);
measure(
  'scoreProfile (validated profiles)',
  profiles.length,
  (i) => scoreProfile(profiles[i] as (typeof profiles)[number]).grandtotal,
);
measure('parseProfile (untrusted JSON)', profiles.length, (i) =>
  parseProfile(untrusted[i]).success ? 1 : 0,
);
measure(
  'suggestImprovements (advisor)',
  profiles.length,
  (i) => suggestImprovements(profiles[i] as (typeof profiles)[number]).suggestions.length,
);
