import type {
  CrsCalculation,
  CrsScoreDto,
  SavedCrsResult,
  SubmittedAnswerInput,
} from '@maplebridge/contracts';
import {
  answersToProfile,
  type CrsScore,
  CURRENT_RULE_SET,
  type QuizAnswers,
  scoreProfile,
  suggestImprovements,
  toSubmission,
} from '@maplebridge/crs';
import type { CrsResultRow, UserRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import { toDrawDto } from '../draws/draws.service.ts';
import type { DrawsSummaryReader } from '../draws/draws-summary.ts';
import type { CrsResultsRepository } from './crs-results.repository.ts';
import { parseAnswers } from './parse-answers.ts';

/** Spec section 9: the history shows the last 5 results. */
export const HISTORY_SIZE = 5;

const today = (now: Date) => now.toISOString().slice(0, 10);
/** The engine's score as the API answers it (its CLB tuples become plain lists). */
export const toScoreDto = (score: CrsScore): CrsScoreDto => ({
  ...score,
  lines: score.lines.map((line) =>
    line.clb ? { ...line, clb: [...line.clb] } : { factor: line.factor, points: line.points },
  ),
});

const notFound = () => new AppError('crs.resultNotFound', 'CRS result not found.');

interface CrsDependencies {
  results: CrsResultsRepository;
  draws: DrawsSummaryReader;
  now?: () => Date;
}

export function createCrsService({ results, draws, now = () => new Date() }: CrsDependencies) {
  const cutOff = async () => {
    const round = (await draws.get()).latestCutOff;
    return { crsPoints: round?.lowestScore ?? 0, crsPointsRound: round ? toDrawDto(round) : null };
  };

  const scoreOf = (items: readonly SubmittedAnswerInput[]) => {
    const { answers, profile } = parseAnswers(items);
    return { answers, profile, score: scoreProfile(profile, { asOf: today(now()) }) };
  };

  const toWrite = (answers: QuizAnswers, score: CrsScore) => ({
    answers: Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, value as string])),
    grandTotal: score.grandtotal,
    score: score as unknown as Record<string, unknown>,
    ruleSetId: score.ruleSet.id,
  });

  const toSaved = async (row: CrsResultRow, member: UserRow, crsPoints: number): Promise<SavedCrsResult> => {
    const answers = Object.fromEntries(
      Object.entries(row.answers).map(([key, value]) => [Number(key), value]),
    );
    const result = row.score as unknown as CrsScore;
    // Rules change (job-offer points went to 0 on 2025-03-25): show today's score beside the saved one.
    const parsed = row.ruleSetId === CURRENT_RULE_SET.id ? null : answersToProfile(answers);
    return {
      id: row.id,
      fullName: member.fullName,
      submissionDate: row.submittedAt.toISOString(),
      updatedTime: row.updatedAt.toISOString(),
      isSaved: true,
      answers: toSubmission(answers),
      result: toScoreDto(result),
      currentResult: parsed?.success
        ? toScoreDto(scoreProfile(parsed.profile, { asOf: today(now()) }))
        : null,
      crsPoints,
      work: null,
      eligibility: null,
    };
  };

  return {
    /** The score of the answers, today's cut-off, advice, and how recent rounds compare. */
    async calculate(items: readonly SubmittedAnswerInput[]): Promise<CrsCalculation> {
      const { profile, score } = scoreOf(items);
      const [{ crsPoints, crsPointsRound }, { recent }] = await Promise.all([cutOff(), draws.get()]);
      return {
        ...toScoreDto(score),
        crsPoints,
        crsPointsRound,
        submissionDate: now().toISOString(),
        advice: suggestImprovements(profile, { asOf: today(now()) }),
        recentDraws: recent.map((round) => ({
          ...toDrawDto(round),
          wouldBeInvited: score.grandtotal >= round.lowestScore,
        })),
      };
    },

    async save(member: UserRow, items: readonly SubmittedAnswerInput[]): Promise<string> {
      const { answers, score } = scoreOf(items);
      return (await results.create(member.id, toWrite(answers, score))).id;
    },

    async latest(member: UserRow): Promise<SavedCrsResult[]> {
      const [rows, { crsPoints }] = await Promise.all([results.latest(member.id, HISTORY_SIZE), cutOff()]);
      return Promise.all(rows.map((row) => toSaved(row, member, crsPoints)));
    },

    async get(member: UserRow, id: string): Promise<SavedCrsResult> {
      const row = await results.findOwn(member.id, id);
      if (!row) throw notFound();
      return toSaved(row, member, (await cutOff()).crsPoints);
    },

    async update(
      member: UserRow,
      id: string,
      items: readonly SubmittedAnswerInput[],
    ): Promise<SavedCrsResult> {
      const { answers, score } = scoreOf(items);
      const row = await results.updateOwn(member.id, id, toWrite(answers, score));
      if (!row) throw notFound();
      return toSaved(row, member, (await cutOff()).crsPoints);
    },
  };
}

export type CrsService = ReturnType<typeof createCrsService>;
