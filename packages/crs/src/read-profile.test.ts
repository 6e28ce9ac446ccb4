import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageResultArbitrary, profileArbitrary } from './fixtures/arbitraries.ts';
import { baseProfile } from './fixtures/profiles.ts';
import { ABILITIES, SCORE_SCALES } from './language/charts.ts';
import {
  CANADIAN_EDUCATION_LEVELS,
  CandidateProfileSchema,
  EDUCATION_LEVELS,
  JOB_OFFERS,
  LANGUAGE_TESTS,
  MARITAL_STATUSES,
  parseProfile,
  parseWithSchema,
} from './profile.ts';
import { readWellFormedProfile } from './read-profile.ts';

const PROFILE_KEYS = Object.keys(baseProfile());
const LANGUAGE_FIELDS = ['firstLanguage', 'secondLanguage', 'spouseLanguage'];
const LANGUAGE_KEYS = ['test', ...ABILITIES];

type Json = Record<string, unknown>;
type Range = { min: number; max: number; step: number };

const RANGES: Record<string, Range> = {
  age: { min: 17, max: 47, step: 1 },
  canadianWorkYears: { min: 0, max: 5, step: 1 },
  foreignWorkYears: { min: 0, max: 3, step: 1 },
  spouseCanadianWorkYears: { min: 0, max: 5, step: 1 },
};
/** Each end of a range, either side of it, and off its step. */
const EDGES: Array<(range: Range) => number> = [
  ({ min, step }) => min - step,
  ({ min, step }) => min - step / 2,
  ({ min }) => min,
  ({ min, step }) => min + step / 2,
  ({ max, step }) => max - step / 2,
  ({ max }) => max,
  ({ max, step }) => max + step / 2,
  ({ max, step }) => max + step,
];

/** The range of the number at `key` of `parent`: a field's, or the scale of the test beside it. */
function rangeOf(parent: Json, key: string): Range | undefined {
  const test = parent.test as keyof typeof SCORE_SCALES;
  return RANGES[key] ?? SCORE_SCALES[test]?.[key as (typeof ABILITIES)[number]];
}

/** The object at `path` minus its last key, or undefined when a step on the way is not an object. */
function parentOf(root: Json, keys: string[]): Json | undefined {
  let node: unknown = root;
  for (const key of keys.slice(0, -1)) node = (node as Json)[key];
  return typeof node === 'object' && node !== null ? (node as Json) : undefined;
}

/** Values a field could validly hold somewhere: most are wrong where they land, some are right. */
const plausibleValue = fc.oneof(
  fc.constantFrom(
    ...MARITAL_STATUSES,
    ...EDUCATION_LEVELS,
    ...CANADIAN_EDUCATION_LEVELS,
    ...JOB_OFFERS,
    ...LANGUAGE_TESTS,
  ),
  fc.integer({ min: -2, max: 50 }),
  // Quarter points from −1 to 700: on every scale, off its step, off its ends.
  fc.integer({ min: -4, max: 2800 }).map((quarters) => quarters / 4),
  fc.boolean(),
  fc.constant(null),
  languageResultArbitrary(),
);

/** What untrusted input holds that no field should. */
const oddValue = fc.oneof(
  fc.constantFrom(
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    2 ** 53,
    '7',
    '7.5',
    '',
    ' single',
    'Married',
    'masters ',
    'celpip-g',
    '__proto__',
    'constructor',
    'toString',
    [],
    {},
    [7],
    ['single'],
  ),
  fc.string({ maxLength: 12 }),
  fc.double(),
  fc.object({ maxDepth: 1 }),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 2 }),
);

const anyValue = fc.oneof({ weight: 3, arbitrary: plausibleValue }, { weight: 1, arbitrary: oddValue });
const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'Age',
    'age ',
    'test2',
  ),
  fc.string({ maxLength: 8 }),
);
const path = fc.oneof(
  fc.constantFrom(...PROFILE_KEYS).map((key) => [key]),
  fc.tuple(fc.constantFrom(...LANGUAGE_FIELDS), fc.constantFrom(...LANGUAGE_KEYS)),
);

type Mutation =
  | { kind: 'set'; path: string[]; value: unknown }
  | { kind: 'delete'; path: string[] }
  | { kind: 'extra'; path: string[]; key: string; value: unknown }
  | { kind: 'inherit'; path: string[] }
  | { kind: 'edge'; path: string[]; edge: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), path, value: anyValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), path }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      path: fc.constantFrom([], ...LANGUAGE_FIELDS.map((field) => [field])),
      key: extraKey,
      value: anyValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('inherit' as const), path }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('edge' as const), path, edge: fc.nat(EDGES.length - 1) }),
  },
);

function applyMutation(root: Json, change: Mutation): void {
  const parent =
    change.kind === 'extra' ? parentOf(root, [...change.path, change.key]) : parentOf(root, change.path);
  if (parent === undefined) return;
  const key = change.kind === 'extra' ? change.key : (change.path.at(-1) as string);
  if (change.kind === 'delete') delete parent[key];
  // An own property even for `__proto__`, as JSON.parse makes it.
  else if (change.kind === 'set' || change.kind === 'extra')
    Object.defineProperty(parent, key, {
      value: change.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else if (change.kind === 'edge') {
    const range = rangeOf(parent, key);
    if (range) parent[key] = (EDGES[change.edge] as (range: Range) => number)(range);
  } else {
    // The field moves to the prototype: zod reads inherited properties, so the fast path must too.
    const value = parent[key];
    delete parent[key];
    Object.setPrototypeOf(parent, { ...Object.getPrototypeOf(parent), [key]: value });
  }
}

/** Generated untrusted input: valid profiles, each changed in up to three places, some sent through JSON. */
const untrustedInput = fc.oneof(
  {
    weight: 20,
    arbitrary: fc
      .tuple(profileArbitrary, fc.array(mutation, { maxLength: 3 }), fc.boolean())
      .map(([profile, changes, isThroughJson]) => {
        const input = JSON.parse(JSON.stringify(profile)) as Json;
        for (const change of changes) applyMutation(input, change);
        return isThroughJson ? (JSON.parse(JSON.stringify(input)) as unknown) : input;
      }),
  },
  { weight: 1, arbitrary: fc.oneof(oddValue, fc.constant(null)) },
  { weight: 1, arbitrary: profileArbitrary.map((profile) => Object.assign([], profile)) },
  { weight: 1, arbitrary: profileArbitrary.map((profile) => Object.create(profile) as unknown) },
);

describe('readWellFormedProfile, the fast path of parseProfile', () => {
  it('accepts exactly what CandidateProfileSchema accepts, and returns what it returns', () => {
    let accepted = 0;
    let rejected = 0;
    fc.assert(
      fc.property(untrustedInput, (input) => {
        const bySchema = CandidateProfileSchema.safeParse(input);
        const byHand = readWellFormedProfile(input);
        expect(byHand !== undefined, JSON.stringify(bySchema.error?.issues)).toBe(bySchema.success);
        if (byHand === undefined) rejected++;
        else {
          accepted++;
          expect(byHand).toStrictEqual(bySchema.data);
          // The same keys in the same order: the JSON a caller writes back is the schema's too.
          expect(JSON.stringify(byHand)).toBe(JSON.stringify(bySchema.data));
        }
      }),
      { numRuns: 10_000 },
    );
    // Both sides were tried in earnest.
    expect(Math.min(accepted, rejected)).toBeGreaterThan(2_000);
  }, 60_000);

  it('leaves every error to the schema: parseProfile answers as the schema, field paths and messages alike', () => {
    fc.assert(
      fc.property(untrustedInput, (input) => {
        expect(parseProfile(input)).toStrictEqual(parseWithSchema(CandidateProfileSchema, input));
      }),
      { numRuns: 5_000 },
    );
  }, 60_000);

  it('strips unknown keys, an own __proto__ among them, as the schema does', () => {
    const input = JSON.parse(
      `{"__proto__":{"age":99},"extra":1,${JSON.stringify(baseProfile()).slice(1, -1).replace('"test":"CELPIP-G"', '"__proto__":{},"test":"CELPIP-G"')}}`,
    );
    expect(readWellFormedProfile(input)).toStrictEqual(baseProfile());
    expect(CandidateProfileSchema.parse(input)).toStrictEqual(baseProfile());
  });
});
