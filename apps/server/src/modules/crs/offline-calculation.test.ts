import {
  type CandidateProfile,
  parseProfile,
  profileToAnswers,
  type QuizAnswers,
  toSubmission,
  type WorkDetails,
} from '@maplebridge/crs';
import { WorkDetailsSchema } from '@maplebridge/crs/eligibility';
import { MARRIED_APPLICANT, SINGLE_GRADUATE } from '@maplebridge/crs/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/test-server.ts';
// The web app's: the comparison is the point, so the server's tests hold it (web code imports no server code).
import { calculateOffline } from '../../../../web/src/features/crs/offline-calculation.ts';

/** A day the server and the browser both score on (today's rules, the rounds of the year before). */
const NOW = new Date('2026-11-25T12:00:00Z');

const answersOf = (profile: CandidateProfile): QuizAnswers => {
  const parsed = parseProfile(profile);
  if (!parsed.success) throw new Error('bad fixture');
  return profileToAnswers(parsed.profile);
};

/** 14 months as a software engineer (NOC 21231) in Canada, still in the job, and some savings. */
const ENGINEER_IN_CANADA = WorkDetailsSchema.parse({
  experience: [{ noc: '21231', inCanada: true, months: 14, endedMonthsAgo: 0 }],
  settlementFundsCad: 5_000,
});

/** Four years as a nurse (NOC 31301) abroad, an offer in Canada for the same job, enough funds for two. */
const NURSE_ABROAD = WorkDetailsSchema.parse({
  experience: [{ noc: '31301', inCanada: false, months: 48, endedMonthsAgo: 2 }],
  jobOfferNoc: '31301',
  settlementFundsCad: 30_000,
  familySize: 2,
});

const CASES: Array<[string, QuizAnswers, WorkDetails | null]> = [
  ['a married applicant whose spouse comes along, without the work step', answersOf(MARRIED_APPLICANT), null],
  ['a single graduate working in Canada, with the work step', answersOf(SINGLE_GRADUATE), ENGINEER_IN_CANADA],
  [
    'a married nurse abroad with a nomination and an offer, the spouse staying home',
    answersOf({
      ...MARRIED_APPLICANT,
      age: 41,
      spouseAccompanying: false,
      spouseEducation: null,
      spouseCanadianWorkYears: null,
      spouseLanguage: null,
      nomination: true,
    }),
    NURSE_ABROAD,
  ],
];

/** What the server knows and the browser cannot: the recent rounds and the badge against them. */
const withoutRounds = ({
  recentDraws,
  verdict,
  crsPoints,
  crsPointsRound,
  ...rest
}: Record<string, unknown>) => rest;

describe('the quiz’s result worked out offline in the browser (apps/web offline-calculation.ts)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { now: () => NOW });
  });
  afterAll(() => server.close());

  it.each(CASES)('is the server’s, rounds apart, for %s', async (_name, answers, work) => {
    const response = await server.answer('/api/crs/calculate-score', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(work ? { answers: toSubmission(answers), work } : toSubmission(answers)),
    });
    expect(response.status).toBe(200);
    const offline = JSON.parse(JSON.stringify(calculateOffline(answers, work, NOW)));
    expect(withoutRounds(offline)).toEqual(withoutRounds(response.body.data));
    // Not a vacuous match: the scores and, with the work step, the programs are there to compare.
    expect(offline.grandtotal).toBeGreaterThan(300);
    expect(offline.eligibility === null).toBe(work === null);
  });
});
