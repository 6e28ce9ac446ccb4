import { type Ability, LANGUAGE_CHARTS, type LanguageTest, SCORE_SCALES } from '../language/charts.ts';
import { clbFromMinimums } from '../language/to-clb.ts';
import type { LanguageResult } from '../profile.ts';

/** CLB/NCLC per ability, in IRCC's order: speaking, listening, reading, writing. 3 = below 4. */
export type ClbLevels = readonly [number, number, number, number];

/** One test's CLB per ability, indexed by score ÷ step: every score on the scale, read off the chart once. */
interface LevelTables {
  /** The same for the four abilities of every test (checked when tabulated). */
  step: number;
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
  return {
    step,
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
function levelOf(levels: Uint8Array, score: number, step: number, minimums: readonly number[]): number {
  return levels[score / step] ?? clbFromMinimums(minimums, score);
}

export function toClbLevels(result: LanguageResult): ClbLevels {
  const tables = tablesOf(result.test);
  const { chart, step } = tables;
  return [
    levelOf(tables.speaking, result.speaking, step, chart.speaking),
    levelOf(tables.listening, result.listening, step, chart.listening),
    levelOf(tables.reading, result.reading, step, chart.reading),
    levelOf(tables.writing, result.writing, step, chart.writing),
  ];
}

export function lowestClb(levels: ClbLevels): number {
  return Math.min(levels[0], levels[1], levels[2], levels[3]);
}

/** Whether any ability is below its own minimum (the minimums in the same order). */
export function isBelowAnyMinimum(levels: ClbLevels, minimums: ClbLevels): boolean {
  return (
    levels[0] < minimums[0] || levels[1] < minimums[1] || levels[2] < minimums[2] || levels[3] < minimums[3]
  );
}

/** The sum over the four abilities of a per-ability table indexed by CLB − 3. */
export function sumByClb(table: Int32Array, levels: ClbLevels): number {
  return (
    (table[levels[0] - 3] as number) +
    (table[levels[1] - 3] as number) +
    (table[levels[2] - 3] as number) +
    (table[levels[3] - 3] as number)
  );
}
