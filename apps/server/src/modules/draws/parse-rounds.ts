import type { DrawCategory } from '@maplebridge/contracts';
import { z } from 'zod';

/** One round as we store it (the shape of `apps/server/content/ee-rounds.json`). */
export interface Round {
  number: string;
  /** Derived from the name when absent (IRCC's files carry no category). */
  category?: DrawCategory;
  date: string;
  name: string;
  programs: string;
  invitations: number;
  lowestScore: number;
  tieBreak: string | null;
  distributionAsOn: string | null;
  distribution: Record<string, number> | null;
}

export class RoundsFormatError extends Error {}

/** IRCC's pool bands `dd1`…`dd18`, in its table order. */
const BANDS = [
  '601-1200',
  '501-600',
  '451-500',
  '491-500',
  '481-490',
  '471-480',
  '461-470',
  '451-460',
  '401-450',
  '441-450',
  '431-440',
  '421-430',
  '411-420',
  '401-410',
  '351-400',
  '301-350',
  '0-300',
  'total',
];

const text = (value: unknown) =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
/** "5,000" → 5000. */
const integer = z.preprocess(
  (value) => Number(text(value).replace(/,/g, '')),
  z.number().int().nonnegative(),
);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A round of IRCC's feed (`ee_rounds_123_en.json`): every value is text. */
const IrccRoundSchema = z
  .object({
    drawNumber: z.preprocess(text, z.string().regex(/^\d+[a-z]?$/i)),
    drawDate: z.preprocess(text, isoDate),
    drawName: z.preprocess(text, z.string().min(1)),
    drawText2: z.preprocess(text, z.string()).optional(),
    drawSize: integer,
    drawCRS: integer,
    drawCutOff: z.preprocess(text, z.string()).optional(),
    drawDistributionAsOn: z.preprocess(text, z.string()).optional(),
  })
  .loose();

/** A round already in our shape. */
const StoredRoundSchema = z.object({
  number: z.string().regex(/^\d+[a-z]?$/i),
  date: isoDate,
  name: z.string().min(1),
  programs: z.string().default(''),
  invitations: z.number().int().nonnegative(),
  lowestScore: z.number().int().nonnegative(),
  tieBreak: z.string().nullable().default(null),
  distributionAsOn: isoDate.nullable().default(null),
  distribution: z.record(z.string(), z.number()).nullable().default(null),
});

/** "August 16, 2026" or "2026-08-16" → "2026-08-16"; anything else → null. */
function isoDateOf(value: string | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const parsed = new Date(`${value} UTC`);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString().slice(0, 10);
}

function fromIrcc(round: z.infer<typeof IrccRoundSchema>): Round {
  const record = round as Record<string, unknown>;
  const counts = BANDS.map((_, index) => Number(text(record[`dd${index + 1}`]).replace(/,/g, '')) || 0);
  const hasDistribution = counts.some((count) => count > 0);
  return {
    number: round.drawNumber.toLowerCase(),
    date: round.drawDate,
    name: round.drawName,
    programs: round.drawText2 ?? '',
    invitations: round.drawSize,
    lowestScore: round.drawCRS,
    tieBreak: round.drawCutOff || null,
    distributionAsOn: hasDistribution ? isoDateOf(round.drawDistributionAsOn) : null,
    distribution: hasDistribution
      ? Object.fromEntries(BANDS.map((band, index) => [band, counts[index] ?? 0]))
      : null,
  };
}

/**
 * The rounds of IRCC's public rounds JSON (`{rounds: [{drawNumber, drawDate, …}]}`) or of our own
 * copy (`{rounds: [{number, date, …}]}`). A malformed round stops the whole import, naming it.
 */
export function parseRounds(json: string): Round[] {
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch (error) {
    throw new RoundsFormatError(`Not JSON: ${(error as Error).message}`);
  }
  const rounds = (document as { rounds?: unknown })?.rounds;
  if (!Array.isArray(rounds)) throw new RoundsFormatError('Expected an object with a "rounds" list.');
  return rounds.map((round, index) => {
    const isIrcc = round && typeof round === 'object' && 'drawNumber' in round;
    const parsed = isIrcc ? IrccRoundSchema.safeParse(round) : StoredRoundSchema.safeParse(round);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new RoundsFormatError(
        `Round ${index + 1}: ${issue?.path.join('.') || 'value'} ${issue?.message ?? 'is invalid'}`,
      );
    }
    return isIrcc ? fromIrcc(parsed.data as z.infer<typeof IrccRoundSchema>) : (parsed.data as Round);
  });
}
