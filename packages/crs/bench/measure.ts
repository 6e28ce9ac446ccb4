import fc from 'fast-check';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = 10;

/**
 * Runs `run` over indexes 0..count−1 in a loop on one core for SECONDS, in ROUNDS rounds, and prints
 * how many per second the fastest round did (other processes on a shared machine only ever slow a
 * round down), with its ratio to `reference` (a figure of the same run) when given. Returns the figure.
 */
export function measure(
  name: string,
  count: number,
  run: (index: number) => number,
  reference?: { name: string; perSecond: number },
): number {
  let sink = 0;
  for (let i = 0; i < 50_000; i++) sink += run(i % count); // warm-up for the JIT
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let done = 0;
    const started = process.hrtime.bigint();
    const deadline = started + BigInt(Math.round((SECONDS / ROUNDS) * 1e9));
    while (process.hrtime.bigint() < deadline) {
      for (let i = 0; i < count; i++) sink += run(i);
      done += count;
    }
    best = Math.max(best, done / (Number(process.hrtime.bigint() - started) / 1e9));
  }
  const ratio = reference ? `   ${(best / reference.perSecond).toFixed(2)}× ${reference.name}` : '';
  console.log(
    `${name.padEnd(38)} ${Math.round(best).toLocaleString('en-CA').padStart(12)} /s ${(1e6 / best).toFixed(3).padStart(8)} µs each${ratio}   (checksum ${sink % 997})`,
  );
  return best;
}

type Parse<T> = (input: unknown) => { success: true; profile: T } | { success: false; errors: unknown };

/**
 * 10,000 generated inputs as they arrive over the wire (through JSON), and the same inputs validated:
 * the validated objects are what the engines score.
 */
export function sampleInputs<T>(arbitrary: fc.Arbitrary<unknown>, parse: Parse<T>) {
  const untrusted = fc
    .sample(arbitrary, { numRuns: 10_000, seed: 42 })
    .map((input) => JSON.parse(JSON.stringify(input)) as unknown);
  const profiles = untrusted.map((input) => {
    const parsed = parse(input);
    if (!parsed.success) throw new Error(`generated an invalid profile: ${JSON.stringify(parsed.errors)}`);
    return parsed.profile;
  });
  return { untrusted, profiles };
}
