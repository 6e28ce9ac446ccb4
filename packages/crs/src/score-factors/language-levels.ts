import { type Ability, LANGUAGE_CHARTS, type LanguageTest, SCORE_SCALES } from '../language/charts.ts';
import { clbFromMinimums } from '../language/to-clb.ts';
import type { LanguageResult } from '../profile.ts';

/** CLB/NCLC per ability, in IRCC's order: speaking, listening, reading, writing. 3 = below 4. */
export type ClbLevels = readonly [number, number, number, number];

/** One test's CLB per ability, indexed by score ÷ step: every score on the scale, read off the chart once. */
interface LevelTables {
  /**
   * 1 ÷ step, the same for the four abilities of every test (checked when tabulated). Steps are 1 or
   * ½, so multiplying by it is exact, and several times cheaper than dividing.
   */
  perStep: number;
  chart: (typeof LANGUAGE_CHARTS)[LanguageTest];
  speaking: Uint8Array;
  listening: Uint8Array;
  reading: Uint8Array;
  writing: Uint8Array;
}

function tabulate(test: LanguageTest, ability: Ability): Uint8Array {
  const { max, step } = SCORE_SCALES[test][ability];
  const levels = new Uint8Array(Math.round(max / step) + 1);
  for (let index = 0; index < levels.length; index++) {
    levels[index] = clbFromMinimums(LANGUAGE_CHARTS[test][ability], index * step);
  }
  return levels;
}

function tabulateTest(test: LanguageTest): LevelTables {
  const step = SCORE_SCALES[test].speaking.step;
  if (Object.values(SCORE_SCALES[test]).some((scale) => scale.step !== step)) {
    throw new Error(`${test}'s abilities have different steps`);
  }
  if (!Number.isInteger(Math.log2(1 / step))) throw new Error(`${test}'s step is not a power of two`);
  return {
    perStep: 1 / step,
    chart: LANGUAGE_CHARTS[test],
    speaking: tabulate(test, 'speaking'),
    listening: tabulate(test, 'listening'),
    reading: tabulate(test, 'reading'),
    writing: tabulate(test, 'writing'),
  };
}

const CELPIP = tabulateTest('CELPIP-G');
const IELTS = tabulateTest('IELTS');
const PTE = tabulateTest('PTE Core');
const TEF = tabulateTest('TEF Canada');
const TCF = tabulateTest('TCF Canada');

// A switch keeps each lookup monomorphic; a keyed lookup by test name is several times slower.
function tablesOf(test: LanguageTest): LevelTables {
  switch (test) {
    case 'CELPIP-G':
      return CELPIP;
    case 'IELTS':
      return IELTS;
    case 'PTE Core':
      return PTE;
    case 'TEF Canada':
      return TEF;
    default:
      return TCF;
  }
}

/** A score off the table (off its step or scale: never in a validated profile) is read off the chart. */
function levelOf(levels: Uint8Array, score: number, perStep: number, minimums: readonly number[]): number {
  return levels[score * perStep] ?? clbFromMinimums(minimums, score);
}

/**
 * A result's CLB per ability as one number, CLB − 3 in three bits each (speaking in the lowest): the
 * scorer sums, compares and shows levels from it without allocating.
 */
export function clbCodeOf(result: LanguageResult): number {
  const tables = tablesOf(result.test);
  const { chart, perStep } = tables;
  return (
    (levelOf(tables.speaking, result.speaking, perStep, chart.speaking) - 3) |
    ((levelOf(tables.listening, result.listening, perStep, chart.listening) - 3) << 3) |
    ((levelOf(tables.reading, result.reading, perStep, chart.reading) - 3) << 6) |
    ((levelOf(tables.writing, result.writing, perStep, chart.writing) - 3) << 9)
  );
}

/** The CLB of the ability at `index` (0 speaking … 3 writing) in a code of `clbCodeOf`. */
function clbAt(code: number, index: number): number {
  return ((code >> (3 * index)) & 7) + 3;
}

// Levels are read-only and 4,096 codes at most, so one frozen array per code serves every result.
const LEVELS_BY_CODE: ClbLevels[] = [];

export function levelsOf(code: number): ClbLevels {
  const known = LEVELS_BY_CODE[code];
  if (known !== undefined) return known;
  const levels = Object.freeze([clbAt(code, 0), clbAt(code, 1), clbAt(code, 2), clbAt(code, 3)] as const);
  LEVELS_BY_CODE[code] = levels;
  return levels;
}

export function toClbLevels(result: LanguageResult): ClbLevels {
  return levelsOf(clbCodeOf(result));
}

export function lowestClb(levels: ClbLevels): number {
  return Math.min(levels[0], levels[1], levels[2], levels[3]);
}

/** The lowest of the four levels in a code of `clbCodeOf`. */
export function lowestClbOf(code: number): number {
  return Math.min(clbAt(code, 0), clbAt(code, 1), clbAt(code, 2), clbAt(code, 3));
}

/** Whether any ability is below its own minimum (the minimums in the same order). */
export function isBelowAnyMinimum(levels: ClbLevels, minimums: ClbLevels): boolean {
  return (
    levels[0] < minimums[0] || levels[1] < minimums[1] || levels[2] < minimums[2] || levels[3] < minimums[3]
  );
}

/** The sum over the four abilities of a per-ability table indexed by CLB − 3, for a code of `clbCodeOf`. */
export function sumByClb(table: Int32Array, code: number): number {
  return (
    (table[code & 7] as number) +
    (table[(code >> 3) & 7] as number) +
    (table[(code >> 6) & 7] as number) +
    (table[(code >> 9) & 7] as number)
  );
}
