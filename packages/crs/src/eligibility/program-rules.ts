import type { Dated } from '../dated.ts';
import type { Education } from '../profile.ts';

/** A window of past work: at least `months` (full-time equivalent) within the last `windowMonths`. */
export interface WorkMinimum {
  months: number;
  windowMonths: number;
}

/** The minimums of FSW, CEC and FST and the FSW selection grid, in force from `effectiveFrom`. */
export interface ProgramRules extends Dated {
  id: string;
  /** YYYY-MM-DD: the day these minimums were last checked against IRCC (ee-program-requirements.md). */
  checkedOn: string;
  fsw: {
    /** One continuous job in one TEER 0–3 occupation. */
    work: WorkMinimum;
    minimumFirstLanguageClb: number;
    passMark: number;
    /** Points per ability of the first official language, indexed by CLB − 3 (below 4 … 10). */
    firstLanguagePerAbility: readonly number[];
    secondLanguage: { minimumClb: number; points: number };
    education: Record<Education, number>;
    /** Indexed by whole years of TEER 0–3 work in the window, the last entry for that many or more. */
    experienceByYears: readonly number[];
    /** Indexed by age − 17 (17 meaning "under 18"), the last entry for that age or older. */
    ageByAge: readonly number[];
    arrangedEmployment: number;
    adaptability: {
      spouseLanguage: { minimumClb: number; points: number };
      applicantStudy: number;
      spouseStudy: number;
      /** At any time: the rule names no window. */
      applicantCanadianWork: { months: number; points: number };
      spouseCanadianWork: number;
      arrangedEmployment: number;
      relative: number;
      max: number;
    };
  };
  cec: {
    work: WorkMinimum;
    minimumClbTeer01: number;
    minimumClbTeer23: number;
  };
  fst: {
    /** In one trade occupation. */
    work: WorkMinimum;
    /** Speaking, listening, reading, writing. */
    minimumClb: readonly [number, number, number, number];
  };
}

/**
 * Since 2022-11-16, when Express Entry moved to NOC 2021 and its TEER categories; the grid itself
 * dates from 2013-05-04 (ee-program-requirements.md §1–3).
 */
const PROGRAM_RULES_2022_11_16: ProgramRules = {
  id: '2022-11-16',
  effectiveFrom: '2022-11-16',
  checkedOn: '2026-11-25',
  fsw: {
    work: { months: 12, windowMonths: 120 },
    minimumFirstLanguageClb: 7,
    passMark: 67,
    firstLanguagePerAbility: [0, 0, 0, 0, 4, 5, 6, 6],
    secondLanguage: { minimumClb: 5, points: 4 },
    education: {
      lessThanSecondary: 0,
      secondary: 5,
      oneYear: 15,
      twoYear: 19,
      bachelors: 21,
      twoOrMore: 22,
      masters: 23,
      doctoral: 25,
    },
    experienceByYears: [0, 9, 11, 11, 13, 13, 15],
    // 17 (under 18), 18–35, 36 … 46, 47 or older
    ageByAge: [0, ...Array<number>(18).fill(12), 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
    arrangedEmployment: 10,
    adaptability: {
      spouseLanguage: { minimumClb: 4, points: 5 },
      applicantStudy: 5,
      spouseStudy: 5,
      applicantCanadianWork: { months: 12, points: 10 },
      spouseCanadianWork: 5,
      arrangedEmployment: 5,
      relative: 5,
      max: 10,
    },
  },
  cec: {
    work: { months: 12, windowMonths: 36 },
    minimumClbTeer01: 7,
    minimumClbTeer23: 5,
  },
  fst: {
    work: { months: 24, windowMonths: 60 },
    minimumClb: [5, 5, 4, 4],
  },
};

/** Newest first. A change of minimums or grid is a new entry here. */
export const PROGRAM_RULE_SETS: readonly ProgramRules[] = [PROGRAM_RULES_2022_11_16];
