/**
 * Engine throughput, printed as figures (not pass/fail) beside references measured in the same run:
 * `npm run bench -w @maplebridge/crs`. Profiles are generated once, varied over every field, then
 * scored in a loop on one core. The reference is `scorePlainProfile`, a straightforward scorer of the
 * plain input object without validation; the CLI's reference is a bare `node -e ""`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { profileArbitrary } from '../src/fixtures/arbitraries.ts';
import { parseProfile } from '../src/profile.ts';
import { scoreProfile } from '../src/score-profile.ts';
import { suggestImprovements } from '../src/suggestions.ts';
import { measure, SECONDS, sampleInputs } from './measure.ts';
import { scorePlainProfile } from './plain-scorer.ts';

const { untrusted, profiles } = sampleInputs(profileArbitrary, parseProfile);
type Profile = (typeof profiles)[number];

console.log(
  `CRS engine bench: Node ${process.version}, ${profiles.length.toLocaleString('en-CA')} varied profiles, ${SECONDS} s each (the fastest of 10 rounds)\n`,
);
const reference = {
  name: 'the plain-object baseline',
  perSecond: measure('plain-object baseline (reference)', untrusted.length, (i) =>
    scorePlainProfile(untrusted[i] as Record<string, unknown>),
  ),
};
measure(
  'parse + score (untrusted JSON)',
  untrusted.length,
  (i) => {
    const parsed = parseProfile(untrusted[i]);
    return parsed.success ? scoreProfile(parsed.profile).grandtotal : -1;
  },
  reference,
);
console.log('  goal: ≥ 1,000,000 /s and ≥ 2× the plain-object baseline');
measure(
  'scoreProfile (parsed profiles)',
  profiles.length,
  (i) => scoreProfile(profiles[i] as Profile).grandtotal,
  reference,
);
console.log('  goal: ≥ 8,000,000 /s');
measure(
  'parseProfile (untrusted JSON)',
  untrusted.length,
  (i) => (parseProfile(untrusted[i]).success ? 1 : 0),
  reference,
);
measure(
  'suggestImprovements (advisor)',
  profiles.length,
  (i) => suggestImprovements(profiles[i] as Profile).suggestions.length,
  reference,
);
console.log('  goal: < 5 µs each');

/** The fastest of five wall times of `node args…`, standard input from `input`, output to a file. */
function bestWallSeconds(args: string[], input: string, output: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run++) {
    const stdin = fs.openSync(input, 'r');
    const stdout = fs.openSync(output, 'w');
    const started = process.hrtime.bigint();
    spawnSync(process.execPath, args, { stdio: [stdin, stdout, 'inherit'] });
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e9);
    fs.closeSync(stdin);
    fs.closeSync(stdout);
  }
  return best;
}

const LINES = 30_000;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'crs-bench-'));
const input = path.join(directory, 'profiles.jsonl');
const output = path.join(directory, 'scores.jsonl');
fs.writeFileSync(
  input,
  `${fc
    .sample(profileArbitrary, { numRuns: LINES, seed: 7 })
    .map((profile) => JSON.stringify(profile))
    .join('\n')}\n`,
);
const bare = bestWallSeconds(['-e', ''], input, output);
const crs = bestWallSeconds([path.resolve(import.meta.dirname, '../bin/crs.js'), 'score'], input, output);
const answered = fs.readFileSync(output, 'utf8').split('\n').filter(Boolean).length;
fs.rmSync(directory, { recursive: true });
console.log(
  `\ncrs score, ${LINES.toLocaleString('en-CA')} lines (${answered.toLocaleString('en-CA')} answered)   ${crs.toFixed(3)} s wall   ${(crs / bare).toFixed(1)}× node -e "" (${bare.toFixed(3)} s), the fastest of 5 runs`,
);
console.log('  goal: < 0.5 s wall (npx adds its own lookup of the bin: npm’s, not the engine’s)');
