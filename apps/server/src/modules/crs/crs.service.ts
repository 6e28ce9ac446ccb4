import { randomBytes } from 'node:crypto';
import type {
  CrsCalculation,
  CrsScoreDto,
  SavedCrsResult,
  SharedCrsResult,
  SubmittedAnswerInput,
  WorkDetailsDto,
} from '@maplebridge/contracts';
import {
  answersToProfile,
  type CandidateProfile,
  type CrsScore,
  CURRENT_RULE_SET,
  invitationVerdict,
  type QuizAnswers,
  RULE_SETS,
  type RuleSetRef,
  roundAccessFor,
  scoreProfile,
  suggestImprovements,
  toSubmission,
} from '@maplebridge/crs';
import {
  assessEligibility,
  type EligibilityProfile,
  suggestEligibilityMoves,
  toEligibilityProfile,
} from '@maplebridge/crs/eligibility';
import type { CrsResultRow, UserRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import { toDrawDto } from '../draws/draws.service.ts';
import type { DrawsSummaryReader } from '../draws/draws-summary.ts';
import type { CalculateBody, SaveBody } from './crs-requests.ts';
import type { CrsResultsRepository } from './crs-results.repository.ts';
import { joinWorkStep, parseAnswers } from './parse-answers.ts';

/** Spec section 9: the history shows the last 5 results. */
export const HISTORY_SIZE = 5;

/** Where a request holds the work step, and the answers of a save or an edit: what a 400 names. */
const WORK_AT = 'body.work';
const SAVED_ANSWERS_AT = 'body.crsResultDetailDTO';

/** The engine's score as the API answers it (its CLB tuples become plain lists). */
const checkedOnOf = (ref: RuleSetRef) =>
  RULE_SETS.find((rules) => rules.id === ref.id)?.checkedOn ?? ref.checkedOn;

export const toScoreDto = (score: CrsScore): CrsScoreDto => ({
  ...score,
  // A result saved before rule sets were dated by their check has none: its rule set's, as checked now.
  ruleSet: { ...score.ruleSet, checkedOn: checkedOnOf(score.ruleSet) },
  lines: score.lines.map((line) =>
    line.clb ? { ...line, clb: [...line.clb] } : { factor: line.factor, points: line.points },
  ),
});

type Invitations = Pick<
  CrsCalculation,
  'recentDraws' | 'verdict' | 'work' | 'eligibility' | 'eligibilityMoves'
>;

const notFound = () => new AppError('crs.resultNotFound', 'CRS result not found.');

/** A shared link's token: 24 random bytes (192 bits), base64url, so it can neither be guessed nor read. */
const newShareToken = () => randomBytes(24).toString('base64url');

/**
 * A saved row's answers (stored as sortOrder → letter), and its answers and work step as profiles.
 * Both were checked when saved; a later engine may refuse them (a dropped occupation, a changed
 * question), and the result still shows: without a profile (null) or without eligibility.
 */
export function readSaved(row: Pick<CrsResultRow, 'answers' | 'work'>) {
  const answers: QuizAnswers = Object.fromEntries(
    Object.entries(row.answers).map(([key, value]) => [Number(key), value]),
  );
  const parsed = answersToProfile(answers);
  if (!parsed.success) return { answers, profile: null, joined: null };
  const joined = row.work ? toEligibilityProfile(parsed.profile, row.work) : null;
  return { answers, profile: parsed.profile, joined: joined?.success ? joined.profile : null };
}

/** What a saved result whose answers no longer parse says of invitations: nothing it cannot know. */
const UNKNOWN_INVITATIONS = {
  recentDraws: [],
  verdict: { basis: 'possible', round: null, isPassed: false },
  eligibility: null,
  eligibilityMoves: [],
} as const satisfies Omit<Invitations, 'work'>;

interface CrsDependencies {
  results: CrsResultsRepository;
  draws: DrawsSummaryReader;
  now?: () => Date;
}

export function createCrsService({ results, draws, now = () => new Date() }: CrsDependencies) {
  const today = () => now().toISOString().slice(0, 10);

  /** The answers with the work step applied, scored under today's rules, and joined with the step. */
  const readQuiz = (
    items: readonly SubmittedAnswerInput[],
    work: WorkDetailsDto | null,
    answersAt: string,
  ) => {
    const { answers, profile } = parseAnswers(items, work, answersAt);
    const score = scoreProfile(profile, { asOf: today() });
    return { answers, profile, score, joined: work ? joinWorkStep(profile, work, WORK_AT) : null };
  };

  /**
   * What a result says of invitations under today's rules: eligibility from the work step, which
   * recent rounds can invite the person, and the badge against the lowest cut-off among them.
   */
  const invitationsOf = async (
    profile: CandidateProfile,
    work: WorkDetailsDto | null,
    joined: EligibilityProfile | null,
    score: number,
  ): Promise<Invitations> => {
    const asOf = today();
    const eligibility = joined ? assessEligibility(joined, asOf) : null;
    const rounds = (await draws.get()).recent.map(({ round, earlier }) => {
      const draw = toDrawDto(round);
      return { round: draw, earlier, access: roundAccessFor(draw.category, profile, eligibility) };
    });
    return {
      recentDraws: rounds.map(({ round, earlier, access }) => ({
        ...round,
        wouldBeInvited: score >= round.lowestScore,
        access,
        earlierCutOffs: earlier.map(({ number, date, lowestScore }) => ({ number, date, lowestScore })),
      })),
      verdict: invitationVerdict(rounds, score),
      work,
      eligibility,
      eligibilityMoves: joined && eligibility ? suggestEligibilityMoves(joined, eligibility, asOf) : [],
    };
  };

  const toWrite = (answers: QuizAnswers, score: CrsScore, work: WorkDetailsDto | null) => ({
    answers: Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, value as string])),
    grandTotal: score.grandtotal,
    score: score as unknown as Record<string, unknown>,
    ruleSetId: score.ruleSet.id,
    work,
  });

  /** A saved row's answers, its score as saved, and its score under today's rules when they differ. */
  const scoresOf = (row: CrsResultRow) => {
    const { answers, profile, joined } = readSaved(row);
    const result = row.score as unknown as CrsScore;
    // Rules change (job-offer points went to 0 on 2025-03-25): show today's score beside the saved one.
    const current =
      profile && row.ruleSetId !== CURRENT_RULE_SET.id ? scoreProfile(profile, { asOf: today() }) : null;
    return { answers, profile, joined, result, current };
  };

  const toSaved = async (row: CrsResultRow, member: UserRow): Promise<SavedCrsResult> => {
    const { answers, profile, joined, result, current } = scoresOf(row);
    const invitations = profile
      ? await invitationsOf(profile, row.work, joined, (current ?? result).grandtotal)
      : { ...UNKNOWN_INVITATIONS, work: row.work };
    return {
      id: row.id,
      name: row.name,
      fullName: member.fullName,
      submissionDate: row.submittedAt.toISOString(),
      updatedTime: row.updatedAt.toISOString(),
      isSaved: true,
      answers: toSubmission(answers),
      result: toScoreDto(result),
      currentResult: current ? toScoreDto(current) : null,
      crsPoints: invitations.verdict.round?.lowestScore ?? 0,
      advice: profile
        ? suggestImprovements(profile, { asOf: today() })
        : { score: (current ?? result).grandtotal, suggestions: [], ageWarning: null },
      shareToken: row.shareToken,
      ...invitations,
    };
  };

  return {
    /**
     * The score of the answers (the work step's answers put in), advice, the recent rounds and
     * whether each can invite the person, and the badge against the rounds the person can enter.
     */
    async calculate(body: CalculateBody): Promise<CrsCalculation> {
      const { items, work, answersAt } = Array.isArray(body)
        ? { items: body, work: null, answersAt: 'body' }
        : { items: body.answers, work: body.work, answersAt: 'body.answers' };
      const { profile, score, joined } = readQuiz(items, work, answersAt);
      const invitations = await invitationsOf(profile, work, joined, score.grandtotal);
      return {
        ...toScoreDto(score),
        crsPoints: invitations.verdict.round?.lowestScore ?? 0,
        crsPointsRound: invitations.verdict.round,
        submissionDate: now().toISOString(),
        advice: suggestImprovements(profile, { asOf: today() }),
        ...invitations,
      };
    },

    async save(member: UserRow, { crsResultDetailDTO, work }: SaveBody): Promise<string> {
      const { answers, score } = readQuiz(crsResultDetailDTO, work, SAVED_ANSWERS_AT);
      return (await results.create(member.id, toWrite(answers, score, work))).id;
    },

    async latest(member: UserRow): Promise<SavedCrsResult[]> {
      const rows = await results.latest(member.id, HISTORY_SIZE);
      return Promise.all(rows.map((row) => toSaved(row, member)));
    },

    async get(member: UserRow, id: string): Promise<SavedCrsResult> {
      const row = await results.findOwn(member.id, id);
      if (!row) throw notFound();
      return toSaved(row, member);
    },

    /** New answers and work step for a saved result: the work sent replaces the saved one (none clears it). */
    async update(
      member: UserRow,
      id: string,
      { crsResultDetailDTO, work }: SaveBody,
    ): Promise<SavedCrsResult> {
      const { answers, score } = readQuiz(crsResultDetailDTO, work, SAVED_ANSWERS_AT);
      const row = await results.updateOwn(member.id, id, toWrite(answers, score, work));
      if (!row) throw notFound();
      return toSaved(row, member);
    },

    /** The member's name for their result; an empty one (the schema trims it) leaves it without. */
    async rename(member: UserRow, id: string, name: string | null): Promise<SavedCrsResult> {
      const row = await results.renameOwn(member.id, id, name || null);
      if (!row) throw notFound();
      return toSaved(row, member);
    },

    async remove(member: UserRow, id: string): Promise<void> {
      if (!(await results.deleteOwn(member.id, id))) throw notFound();
    },

    /** The result's share token: the one it has, or a new one. */
    async share(member: UserRow, id: string): Promise<{ shareToken: string }> {
      const shareToken = await results.shareOwn(member.id, id, newShareToken());
      if (!shareToken) throw notFound();
      return { shareToken };
    },

    /** Stops sharing: the token goes, and its link finds nothing from then on. */
    async unshare(member: UserRow, id: string): Promise<void> {
      if (!(await results.unshareOwn(member.id, id))) throw notFound();
    },

    /** A shared result as its link shows it: the score and its breakdown, nothing of the member's. */
    async getShared(token: string): Promise<SharedCrsResult> {
      const row = await results.findShared(token);
      if (!row) throw notFound();
      const { result, current } = scoresOf(row);
      return {
        submissionDate: row.submittedAt.toISOString(),
        result: toScoreDto(result),
        currentResult: current ? toScoreDto(current) : null,
      };
    },
  };
}

export type CrsService = ReturnType<typeof createCrsService>;
