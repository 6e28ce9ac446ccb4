/**
 * Engine throughput, printed as figures (not pass/fail): `npm run bench -w @maplebridge/crs`.
 * Profiles are generated once, varied over every field, then scored in a loop on one core.
 */
import fc from 'fast-check';
import { profileArbitrary } from '../src/fixtures/arbitraries.ts';
import { parseProfile } from '../src/profile.ts';
import { scoreProfile } from '../src/score-profile.ts';
import { suggestImprovements } from '../src/suggestions.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
// Profiles arrive as JSON (API, CLI) and are validated once; those validated objects are what gets scored.
const untrusted = fc
  .sample(profileArbitrary, { numRuns: 10_000, seed: 42 })
  .map((profile) => JSON.parse(JSON.stringify(profile)) as unknown);
const profiles = untrusted.map((input) => {
  const parsed = parseProfile(input);
  if (!parsed.success) throw new Error(`generated an invalid profile: ${JSON.stringify(parsed.errors)}`);
  return parsed.profile;
});

function measure(name: string, run: (index: number) => number) {
  let sink = 0;
  for (let i = 0; i < 50_000; i++) sink += run(i % profiles.length); // warm-up for the JIT
  let count = 0;
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(SECONDS * 1e9);
  while (process.hrtime.bigint() < deadline) {
    for (let i = 0; i < 10_000; i++) sink += run(i);
    count += 10_000;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const perSecond = count / seconds;
  console.log(
    `${name.padEnd(34)} ${Math.round(perSecond).toLocaleString('en-CA').padStart(12)} /s   ${(1e6 / perSecond).toFixed(3)} µs each   (checksum ${sink % 997})`,
  );
}

console.log(
  `CRS engine bench: Node ${process.version}, ${profiles.length.toLocaleString('en-CA')} varied profiles, ${SECONDS} s each\n`,
);
measure(
  'scoreProfile (validated profiles)',
  (i) => scoreProfile(profiles[i] as (typeof profiles)[number]).grandtotal,
);
measure('parseProfile (untrusted JSON)', (i) => (parseProfile(untrusted[i]).success ? 1 : 0));
measure(
  'suggestImprovements (advisor)',
  (i) => suggestImprovements(profiles[i] as (typeof profiles)[number]).suggestions.length,
);
