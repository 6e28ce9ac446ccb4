import type { CrsCalculation, CrsScoreDto } from '@maplebridge/contracts';
import {
  answersToProfile,
  applyWorkDetails,
  type CrsScore,
  keepVisibleAnswers,
  type QuizAnswers,
  RULE_SETS,
  scoreProfile,
  suggestImprovements,
  type WorkDetails,
} from '@maplebridge/crs';
import {
  assessEligibility,
  suggestEligibilityMoves,
  toEligibilityProfile,
  WorkDetailsSchema,
} from '@maplebridge/crs/eligibility';

/** The engine's score as the API sends it: its rule set with the day it was checked, CLB tuples as lists. */
function toScoreDto(score: CrsScore): CrsScoreDto {
  const checkedOn =
    RULE_SETS.find((rules) => rules.id === score.ruleSet.id)?.checkedOn ?? score.ruleSet.checkedOn;
  return {
    ...score,
    ruleSet: { ...score.ruleSet, checkedOn },
    lines: score.lines.map((line) =>
      line.clb ? { ...line, clb: [...line.clb] } : { factor: line.factor, points: line.points },
    ),
  };
}

/**
 * The quiz's result worked out in this browser, for when the server cannot be reached: what
 * `POST /api/crs/calculate-score` answers (apps/server/src/modules/crs/crs.service.ts), from the same
 * engine under the rules in force today (UTC, as the server counts days): the score, the advice, and
 * with the work step the programs, categories and moves. The recent rounds are the server's to know:
 * there are none to compare with, and the result page says why (offline-result.tsx).
 */
export function calculateOffline(
  answers: QuizAnswers,
  work: WorkDetails | null,
  now = new Date(),
): CrsCalculation {
  const asOf = now.toISOString().slice(0, 10);
  // The work step as the server reads it: every default filled.
  const workStep = work ? WorkDetailsSchema.parse(work) : null;
  const parsed = answersToProfile(keepVisibleAnswers(applyWorkDetails(answers, workStep)));
  // The quiz sends only complete, eligible answers; the server would refuse these with a 400.
  if (!parsed.success) throw new Error('The quiz answers do not make a profile.');
  const { profile } = parsed;
  const joined = workStep ? toEligibilityProfile(profile, workStep) : null;
  if (joined && !joined.success) throw new Error('The work step does not fit the answers.');
  const eligibility = joined ? assessEligibility(joined.profile, asOf) : null;
  return {
    ...toScoreDto(scoreProfile(profile, { asOf })),
    crsPoints: 0,
    crsPointsRound: null,
    submissionDate: now.toISOString(),
    advice: suggestImprovements(profile, { asOf }),
    recentDraws: [],
    verdict: { basis: 'possible', round: null, isPassed: false },
    work: workStep,
    eligibility,
    eligibilityMoves: joined && eligibility ? suggestEligibilityMoves(joined.profile, eligibility, asOf) : [],
  };
}
