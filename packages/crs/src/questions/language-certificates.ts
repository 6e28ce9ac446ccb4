import {
  ABILITIES,
  type Ability,
  LANGUAGE_CHARTS,
  type LanguageTest,
  SCORE_SCALES,
} from '../language/charts.ts';
import { BELOW_CLB_4 } from '../language/to-clb.ts';

/** One choice of a language-score question: a range of raw scores that makes one CLB/NCLC level. */
export interface ScoreOption {
  /** H = CLB 10, G = 9 … B = CLB 4, A = below CLB 4 (the official tool's letters). */
  value: string;
  clb: number;
  /** The raw score range as the test reports it, e.g. `6.0–7.0`. */
  label: string;
  /** The lowest raw score of the range: what an answer turns into in a profile. */
  minScore: number;
}

export interface LanguageCertificate {
  certificateName: string;
  code: LanguageTest;
  speaking: ScoreOption[];
  listening: ScoreOption[];
  reading: ScoreOption[];
  writing: ScoreOption[];
}

const CERTIFICATE_NAMES: Record<LanguageTest, string> = {
  'CELPIP-G': 'CELPIP-General',
  IELTS: 'IELTS General Training',
  'PTE Core': 'PTE Core',
  'TEF Canada': 'TEF Canada',
  'TCF Canada': 'TCF Canada',
};

const LETTERS = ['H', 'G', 'F', 'E', 'D', 'C', 'B', 'A'];

/** The score options of one ability, derived from the equivalency chart (rules.md §8), CLB 10 first. */
function scoreOptions(test: LanguageTest, ability: Ability): ScoreOption[] {
  const minimums = LANGUAGE_CHARTS[test][ability];
  const { min, max, step } = SCORE_SCALES[test][ability];
  const format = (score: number) => (step < 1 ? score.toFixed(1) : String(score));
  const range = (low: number, high: number) =>
    low === high ? format(low) : `${format(low)}–${format(high)}`;
  return LETTERS.map((value, index) => {
    const low = index < 7 ? (minimums[index] as number) : min;
    const high = index === 0 ? max : (minimums[index - 1] as number) - step;
    return { value, clb: index < 7 ? 10 - index : BELOW_CLB_4, label: range(low, high), minScore: low };
  });
}

/** The five tests IRCC accepts for Express Entry, in the official tool's order. */
export const LANGUAGE_CERTIFICATES: LanguageCertificate[] = (
  ['CELPIP-G', 'IELTS', 'PTE Core', 'TEF Canada', 'TCF Canada'] as const
).map((code) => ({
  certificateName: CERTIFICATE_NAMES[code],
  code,
  ...(Object.fromEntries(ABILITIES.map((ability) => [ability, scoreOptions(code, ability)])) as Record<
    Ability,
    ScoreOption[]
  >),
}));

export function certificateFor(code: LanguageTest): LanguageCertificate {
  return LANGUAGE_CERTIFICATES.find((certificate) => certificate.code === code) as LanguageCertificate;
}
