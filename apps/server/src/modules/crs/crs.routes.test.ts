import {
  type CandidateProfile,
  fieldName,
  NO_SPOUSE,
  parseProfile,
  profileToAnswers,
  QUESTION_BANK,
  scoreProfile,
  toSubmission,
} from '@maplebridge/crs';
import {
  assessEligibility,
  suggestEligibilityMoves,
  toEligibilityProfile,
} from '@maplebridge/crs/eligibility';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crsResults } from '#db/schema/index.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import {
  DATABASE_KINDS,
  type JsonBody,
  namedSchemaOf,
  startTestServer,
  type TestServer,
} from '#test/test-server.ts';

const MARRIED = MARRIED_APPLICANT;
const SINGLE: CandidateProfile = { ...MARRIED, ...NO_SPOUSE, sibling: false };

/** Results compare with the rounds of the year before this day (rounds up to #437, 2026-08-19, are committed). */
const NOW = new Date('2026-11-25T12:00:00Z');

/** Issue 19's story: 29, a bachelor's degree, CLB 9 in English, no French, no work in Canada. */
const NO_CANADIAN_WORK: CandidateProfile = { ...SINGLE, secondLanguage: null, canadianWorkYears: 0 };

/** The "Your work" step: 14 months as a software engineer (NOC 21231, TEER 1) in Canada, still in the job. */
const ENGINEER_JOB = { noc: '21231', inCanada: true, months: 14, endedMonthsAgo: 0 };
const ENGINEER_WORK = { experience: [ENGINEER_JOB], jobOfferNoc: null, settlementFundsCad: 5_000 };
/** The same step as the server parses and keeps it, every default filled. */
const ENGINEER_WORK_PARSED = {
  experience: [{ ...ENGINEER_JOB, selfEmployed: false, whileFullTimeStudent: false }],
  jobOfferNoc: null,
  settlementFundsCad: 5_000,
  authorizedToWorkInCanada: false,
  relativeInCanada: false,
  spouseStudiedInCanada: false,
  applicantStudiedInCanada: false,
};
/** The story's answers with the work step put in: the jobs make 1 Canadian year and no foreign one. */
const ENGINEER: CandidateProfile = { ...NO_CANADIAN_WORK, canadianWorkYears: 1, foreignWorkYears: 0 };

const submissionOf = (profile: CandidateProfile) => toSubmission(profileToAnswers(profile));
const engineScore = (profile: CandidateProfile) => {
  const parsed = parseProfile(profile);
  if (!parsed.success) throw new Error('bad fixture');
  return scoreProfile(parsed.profile);
};
/** What the engine says of the answers with the work step under the rules of NOW. */
const engineEligibility = (profile: CandidateProfile, work: unknown) => {
  const joined = toEligibilityProfile(profile, work);
  if (!joined.success) throw new Error('bad fixture');
  const asOf = NOW.toISOString().slice(0, 10);
  const eligibility = assessEligibility(joined.profile, asOf);
  return { eligibility, eligibilityMoves: suggestEligibilityMoves(joined.profile, eligibility, asOf) };
};
const drawOf = (body: JsonBody, category: string) =>
  body.data.recentDraws.find((draw: JsonBody) => draw.category === category);

describe.each(DATABASE_KINDS)('the CRS tool on %s', (kind) => {
  let server: TestServer;
  let ana: TestMember;
  let binh: TestMember;

  const call = (method: string, path: string, who: TestMember | null, body?: unknown, contentType?: string) =>
    callApi(server, method, path, who, body, contentType);

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { now: () => NOW });
    ana = await signUpMember(server);
    binh = await signUpMember(server);
  });
  afterAll(() => server.close());

  it('serves the 32 questions and the 5 language tests', async () => {
    const questions = await call('GET', '/api/crs/question-banks', null);
    expect(questions.body.data).toHaveLength(32);
    expect(questions.body.data[0]).toMatchObject({ sortOrder: 1, questionId: QUESTION_BANK[0]?.questionId });
    const certificates = await call('GET', '/api/crs/language-certificates', null);
    expect(
      certificates.body.data.map((certificate: JsonBody) => certificate.code ?? certificate.certificateName),
    ).toHaveLength(5);
  });

  it('scores a visitor’s answers exactly as the engine does, with the badge’s round, advice and recent rounds', async () => {
    const expected = engineScore(MARRIED);
    for (const contentType of ['application/json', 'application/json-patch+json']) {
      const { status, body } = await call(
        'POST',
        '/api/crs/calculate-score',
        null,
        submissionOf(MARRIED),
        contentType,
      );
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        grandtotal: expected.grandtotal,
        core_factors: expected.core_factors,
        spouse_factors: expected.spouse_factors,
        skill_factors: expected.skill_factors,
        bonus_factors: expected.bonus_factors,
        isWithSpouse: true,
        ruleSet: { id: expected.ruleSet.id, checkedOn: expected.ruleSet.checkedOn },
        // Without the work step a year of Canadian work cannot rule out the physicians round (#421).
        // French (NCLC 7 in TEF) and CEC (a Canadian year) are not ruled out; rounds that invite by
        // occupation (physicians #421 at 223) are never compared with while the work is unknown.
        crsPoints: 382,
        crsPointsRound: { number: '437', category: 'french' },
        verdict: { basis: 'possible', round: { number: '437' }, isPassed: true },
        work: null,
        eligibility: null,
        eligibilityMoves: [],
      });
      expect(body.data.advice.score).toBe(expected.grandtotal);
      expect(body.data.advice.suggestions.length).toBeGreaterThan(0);
      expect(Date.parse(body.data.submissionDate)).not.toBeNaN();
      const french = body.data.recentDraws.find((draw: JsonBody) => draw.category === 'french');
      expect(french).toMatchObject({
        number: '437',
        lowestScore: 382,
        wouldBeInvited: expected.grandtotal >= 382,
        access: { status: 'unknown', reasons: ['round.workNotGiven'] },
        earlierCutOffs: [
          { number: '433', date: '2026-08-06', lowestScore: 391 },
          { number: '429', date: '2026-07-22', lowestScore: 399 },
          { number: '425', date: '2026-07-09', lowestScore: 420 },
          { number: '418', date: '2026-05-28', lowestScore: 409 },
        ],
      });
      const categories = body.data.recentDraws.map((draw: JsonBody) => draw.category);
      expect(new Set(categories).size).toBe(categories.length);
    }
    expect(engineScore(SINGLE).isWithSpouse).toBe(false);
  });

  it('names unknown questions, letters not offered, answers to hidden questions, and missing ones', async () => {
    const items = submissionOf(SINGLE);
    const unknown = await call('POST', '/api/crs/calculate-score', null, [
      ...items,
      { name: 'x', questionId: 999, answerValue: 'A' },
    ]);
    expect(unknown).toMatchObject({ status: 400, body: { data: { code: 'crs.invalidAnswers' } } });
    expect(unknown.body.data.fields[0].field).toBe(`body.${items.length}.questionId`);

    const badLetter = items.map((item, index) => (index === 0 ? { ...item, answerValue: 'Z' } : item));
    const letter = await call('POST', '/api/crs/calculate-score', null, badLetter);
    expect(letter.body.data.fields[0]).toMatchObject({ field: 'body.0.answerValue', code: 'invalid_answer' });

    // Question 2 (is the spouse Canadian?) is not asked of a single applicant.
    const q2 = QUESTION_BANK[1];
    const hidden = await call('POST', '/api/crs/calculate-score', null, [
      ...items,
      { name: fieldName(2), questionId: q2?.questionId, answerValue: 'A' },
    ]);
    expect(hidden.body.data.fields[0]).toMatchObject({
      field: `body.${items.length}.answerValue`,
      code: 'hidden_question',
    });

    const missing = await call('POST', '/api/crs/calculate-score', null, items.slice(0, 5));
    expect(missing).toMatchObject({ status: 400, body: { data: { code: 'crs.incomplete' } } });
    expect(missing.body.data.fields.length).toBeGreaterThan(0);

    const q8 = QUESTION_BANK[7];
    const ineligible = await call('POST', '/api/crs/calculate-score', null, [
      ...items.filter(
        (item) => (QUESTION_BANK.find((q) => q.questionId === item.questionId)?.sortOrder ?? 99) < 8,
      ),
      { name: fieldName(8), questionId: q8?.questionId, answerValue: 'B' },
    ]);
    expect(ineligible.body.data.code).toBe('crs.notEligible');

    for (const body of [
      {},
      'text',
      [{ questionId: 'one', answerValue: 'A' }],
      [{ questionId: 1, answerValue: 'ABC' }],
    ]) {
      const { status } = await call('POST', '/api/crs/calculate-score', null, body);
      expect(status).toBe(400);
    }
  });

  it('never compares a skipped work step with the rounds the answers rule out (issue 19)', async () => {
    const { status, body } = await call(
      'POST',
      '/api/crs/calculate-score',
      null,
      submissionOf(NO_CANADIAN_WORK),
    );
    expect(status).toBe(200);
    const { verdict, crsPoints, crsPointsRound, recentDraws } = body.data;
    for (const category of ['cec', 'french', 'physicians'])
      expect(drawOf(body, category).access.status, category).toBe('notEligible');
    // Only rounds that invite by occupation are left to doubt: nothing to compare with until the work is known.
    const possible = recentDraws.filter((draw: JsonBody) => draw.access.status === 'unknown');
    expect(possible.length).toBeGreaterThan(0);
    for (const draw of possible)
      expect(['healthcare', 'transport', 'seniorManagers', 'trades', 'education']).toContain(draw.category);
    expect(verdict).toEqual({ basis: 'possible', round: null, isPassed: false });
    expect(crsPoints).toBe(0);
    expect(crsPointsRound).toBeNull();
    expect(body.data).toMatchObject({ work: null, eligibility: null, eligibilityMoves: [] });
  });

  it('puts in the answers the work step decides and compares with the rounds it opens', async () => {
    // The answers claim no Canadian year and 3 foreign ones; the jobs the server reads say 1 and 0.
    const { status, body } = await call('POST', '/api/crs/calculate-score', null, {
      answers: submissionOf(NO_CANADIAN_WORK),
      work: ENGINEER_WORK,
    });
    expect(status).toBe(200);
    expect(body.data.grandtotal).toBe(engineScore(ENGINEER).grandtotal);
    expect(body.data.work).toEqual(ENGINEER_WORK_PARSED);
    expect(body.data).toMatchObject(engineEligibility(ENGINEER, ENGINEER_WORK));
    expect(body.data.eligibility.programs.cec).toEqual({ eligible: true, reasons: [] });
    expect(drawOf(body, 'cec').access).toEqual({ status: 'eligible', reasons: [] });
    expect(drawOf(body, 'physicians').access.status).toBe('notEligible');
    expect(body.data.verdict).toMatchObject({
      basis: 'eligible',
      round: { category: expect.stringMatching(/^(cec|general)$/) },
    });
    expect(body.data).toMatchObject({ crsPoints: 523, crsPointsRound: { number: '436', category: 'cec' } });
    expect(body.data.crsPointsRound).toEqual(body.data.verdict.round);

    const skipped = await call('POST', '/api/crs/calculate-score', null, {
      answers: submissionOf(NO_CANADIAN_WORK),
      work: null,
    });
    expect(skipped.body.data.grandtotal).toBe(engineScore(NO_CANADIAN_WORK).grandtotal);
    expect(skipped.body.data.eligibility).toBeNull();
  });

  it('answers 400 naming each bad field of the work step and each bad answer beside it', async () => {
    const answers = submissionOf(NO_CANADIAN_WORK);
    const badLetter = answers.map((item, index) => (index === 0 ? { ...item, answerValue: 'Z' } : item));
    const withJob = (job: object) => ({ ...ENGINEER_WORK, experience: [{ ...ENGINEER_JOB, ...job }] });
    const saved = await call('POST', '/api/crs/save-crs-result', ana, { crsResultDetailDTO: answers });
    const calculate = '/api/crs/calculate-score';
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', calculate, { answers, work: withJob({ noc: '99999' }) }, 'body.work.experience.0.noc'],
      ['POST', calculate, { answers, work: withJob({ noc: 'nurse' }) }, 'body.work.experience.0.noc'],
      ['POST', calculate, { answers, work: withJob({ months: -1 }) }, 'body.work.experience.0.months'],
      ['POST', calculate, { answers, work: { settlementFundsCad: 'lots' } }, 'body.work.settlementFundsCad'],
      // A married applicant's family counts the spouse too.
      [
        'POST',
        calculate,
        { answers: submissionOf(MARRIED), work: { familySize: 1 } },
        'body.work.familySize',
      ],
      ['POST', calculate, { answers: badLetter, work: ENGINEER_WORK }, 'body.answers.0.answerValue'],
      [
        'POST',
        calculate,
        { answers: [...answers, { name: 'x', questionId: 999, answerValue: 'A' }], work: null },
        `body.answers.${answers.length}.questionId`,
      ],
      [
        'POST',
        calculate,
        { answers: [{ questionId: 'one', answerValue: 'A' }] },
        'body.answers.0.questionId',
      ],
      ['POST', calculate, [{ questionId: 'one', answerValue: 'A' }], 'body.0.questionId'],
      ['POST', calculate, { work: ENGINEER_WORK }, 'body.answers'],
      [
        'POST',
        '/api/crs/save-crs-result',
        { crsResultDetailDTO: answers, work: withJob({ noc: '99999' }) },
        'body.work.experience.0.noc',
      ],
      [
        'POST',
        '/api/crs/save-crs-result',
        { crsResultDetailDTO: badLetter, work: null },
        'body.crsResultDetailDTO.0.answerValue',
      ],
      [
        'PUT',
        `/api/crs/crs-result/${saved.body.data}`,
        { crsResultDetailDTO: answers, work: { jobOfferNoc: '2123' } },
        'body.work.jobOfferNoc',
      ],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await call(method, path, ana, body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.status, field).toBe(400);
      expect(
        answer.body.data.fields.map((error: JsonBody) => error.field),
        field,
      ).toContain(field);
    }
  });

  it('saves the work step with a result and answers its eligibility under today’s rules', async () => {
    const cam = await signUpMember(server);
    const saved = await call('POST', '/api/crs/save-crs-result', cam, {
      crsResultDetailDTO: submissionOf(NO_CANADIAN_WORK),
      work: ENGINEER_WORK,
    });
    expect(saved.status).toBe(200);
    const id = saved.body.data;
    const [row] = await server.database.db.select().from(crsResults).where(eq(crsResults.id, id));
    expect(row?.work).toEqual(ENGINEER_WORK_PARSED);
    expect(row?.grandTotal).toBe(engineScore(ENGINEER).grandtotal);

    const expected = {
      id,
      answers: submissionOf(ENGINEER),
      result: { grandtotal: engineScore(ENGINEER).grandtotal },
      work: ENGINEER_WORK_PARSED,
      ...engineEligibility(ENGINEER, ENGINEER_WORK),
      verdict: { basis: 'eligible', round: { number: '436' }, isPassed: false },
      crsPoints: 523,
    };
    expect((await call('GET', `/api/crs/crs-result/${id}`, cam)).body.data).toMatchObject(expected);
    const [newest] = (await call('POST', '/api/crs/last-5-crs-results', cam)).body.data;
    expect(newest).toMatchObject(expected);
    expect(newest.recentDraws.find((draw: JsonBody) => draw.category === 'cec').access.status).toBe(
      'eligible',
    );
  });

  it('still shows a saved result whose answers or work step the engine no longer takes', async () => {
    const kim = await signUpMember(server);
    const saved = await call('POST', '/api/crs/save-crs-result', kim, {
      crsResultDetailDTO: submissionOf(NO_CANADIAN_WORK),
      work: ENGINEER_WORK,
    });
    const id = saved.body.data;
    const path = `/api/crs/crs-result/${id}`;
    const change = (values: Partial<typeof crsResults.$inferInsert>) =>
      server.database.db.update(crsResults).set(values).where(eq(crsResults.id, id));
    // An occupation a later NOC drops: the work is shown for editing, without eligibility from it.
    const dropped = {
      ...ENGINEER_WORK_PARSED,
      experience: [{ ...ENGINEER_JOB, noc: '99999', selfEmployed: false, whileFullTimeStudent: false }],
    };
    await change({ work: dropped });
    const withoutWork = await call('GET', path, kim);
    expect(withoutWork.status).toBe(200);
    expect(withoutWork.body.data).toMatchObject({ work: dropped, eligibility: null, eligibilityMoves: [] });
    // An answer a later quiz no longer offers: the saved score stands; no round is judged.
    await change({ answers: { 1: 'Z' } });
    const withoutAnswers = await call('GET', path, kim);
    expect(withoutAnswers.status).toBe(200);
    expect(withoutAnswers.body.data).toMatchObject({
      result: { grandtotal: engineScore(ENGINEER).grandtotal },
      currentResult: null,
      recentDraws: [],
      verdict: { basis: 'possible', round: null, isPassed: false },
      eligibility: null,
    });
    expect((await call('POST', '/api/crs/last-5-crs-results', kim)).status).toBe(200);
  });

  it('edits a saved result’s work step with its answers; an edit without one leaves none', async () => {
    const dung = await signUpMember(server);
    const saved = await call('POST', '/api/crs/save-crs-result', dung, {
      crsResultDetailDTO: submissionOf(NO_CANADIAN_WORK),
      work: ENGINEER_WORK,
    });
    const path = `/api/crs/crs-result/${saved.body.data}`;
    // Six months in Canada: too few for CEC, and no other program opens a round.
    const shortWork = { ...ENGINEER_WORK, experience: [{ ...ENGINEER_JOB, months: 6 }] };
    const edited = await call('PUT', path, dung, {
      crsResultDetailDTO: submissionOf(NO_CANADIAN_WORK),
      work: shortWork,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.work.experience[0].months).toBe(6);
    expect(edited.body.data).toMatchObject(engineEligibility(NO_CANADIAN_WORK, shortWork));
    expect(edited.body.data.eligibility.programs.cec.eligible).toBe(false);
    // Issue 19: "6 more months of skilled work in Canada makes you CEC-eligible".
    expect(edited.body.data.eligibilityMoves[0]).toEqual({
      code: 'cec.moreMonths',
      details: { months: 6 },
      isClosestPath: true,
    });
    expect(edited.body.data).toMatchObject({ verdict: { basis: 'none', round: null }, crsPoints: 0 });
    expect((await call('GET', path, dung)).body.data.work).toEqual(edited.body.data.work);

    const cleared = await call('PUT', path, dung, { crsResultDetailDTO: submissionOf(NO_CANADIAN_WORK) });
    expect(cleared.body.data).toMatchObject({ work: null, eligibility: null, eligibilityMoves: [] });
    const [row] = await server.database.db
      .select()
      .from(crsResults)
      .where(eq(crsResults.id, saved.body.data));
    expect(row?.work).toBeNull();
  });

  it('documents both bodies of a calculation and the work step of a save', async () => {
    const spec = await server.apiDocument();
    const bodyOf = (path: string, method: string) =>
      namedSchemaOf(spec, spec.paths[path][method].requestBody.content['application/json'].schema);
    const shapes = bodyOf('/api/crs/calculate-score', 'post').anyOf.map((shape: JsonBody) =>
      namedSchemaOf(spec, shape),
    );
    expect(shapes.map((shape: JsonBody) => shape.type)).toEqual(['array', 'object']);
    expect(Object.keys(shapes[1].properties)).toEqual(['answers', 'work']);
    expect(bodyOf('/api/crs/save-crs-result', 'post').properties).toHaveProperty('work');
    expect(bodyOf('/api/crs/crs-result/{id}', 'put').properties).toHaveProperty('work');
  });

  it('saves for members only, scores again ignoring a tampered score, and lists the last 5 newest first', async () => {
    const visitor = await call('POST', '/api/crs/save-crs-result', null, {
      crsResultDetailDTO: submissionOf(SINGLE),
    });
    expect(visitor.status).toBe(401);

    const ids: string[] = [];
    for (let count = 0; count < 6; count++) {
      const saved = await call('POST', '/api/crs/save-crs-result', ana, {
        crsResultDTO: { grandtotal: 1200, crsPoints: 0 },
        crsResultDetailDTO: submissionOf(count % 2 ? MARRIED : SINGLE),
      });
      expect(saved.status).toBe(200);
      ids.push(saved.body.data);
    }
    const history = await call('POST', '/api/crs/last-5-crs-results', ana);
    expect(history.body.data.map((result: JsonBody) => result.id)).toEqual(ids.slice(1).reverse());
    const newest = history.body.data[0];
    expect(newest).toMatchObject({
      isSaved: true,
      fullName: 'Nguyễn Minh Anh',
      crsPoints: 382,
      verdict: { basis: 'possible', round: { number: '437' } },
      currentResult: null,
      work: null,
      eligibility: null,
    });
    expect(newest.result.grandtotal).toBe(engineScore(MARRIED).grandtotal);
    expect(newest.answers).toEqual(submissionOf(MARRIED));
    expect((await call('POST', '/api/crs/last-5-crs-results', binh)).body.data).toEqual([]);
  });

  it('lets a member read and edit only their own results', async () => {
    const saved = await call('POST', '/api/crs/save-crs-result', ana, {
      crsResultDetailDTO: submissionOf(SINGLE),
    });
    const id = saved.body.data;
    for (const path of [`/api/crs/crs-result/${id}`, `/api/crs/crs-result/result/${id}`]) {
      expect((await call('GET', path, ana)).body.data).toMatchObject({
        id,
        result: { grandtotal: engineScore(SINGLE).grandtotal },
      });
      expect((await call('GET', path, binh)).status).toBe(404);
      expect((await call('GET', path, null)).status).toBe(401);
    }
    const edited = await call('PUT', `/api/crs/crs-result/${id}`, ana, {
      crsResultDetailDTO: submissionOf(MARRIED),
    });
    expect(edited.body.data.result.grandtotal).toBe(engineScore(MARRIED).grandtotal);
    const foreign = await call('PUT', `/api/crs/crs-result/${id}`, binh, {
      crsResultDetailDTO: submissionOf(SINGLE),
    });
    expect(foreign.status).toBe(404);
    expect((await call('GET', `/api/crs/crs-result/${id}`, ana)).body.data.result.grandtotal).toBe(
      engineScore(MARRIED).grandtotal,
    );
    expect((await call('GET', '/api/crs/crs-result/not-an-id', ana)).status).toBe(400);
  });

  it('shows a result saved under older rules with its score under today’s rules too', async () => {
    const withJobOffer: CandidateProfile = { ...SINGLE, jobOffer: 'teer0123' };
    const saved = await call('POST', '/api/crs/save-crs-result', binh, {
      crsResultDetailDTO: submissionOf(withJobOffer),
    });
    const old = scoreProfile(withJobOffer, { asOf: '2024-06-01' });
    // Saved before rule sets carried the day they were checked (issue 22).
    const { id, effectiveFrom } = old.ruleSet;
    await server.database.db
      .update(crsResults)
      .set({
        ruleSetId: old.ruleSet.id,
        grandTotal: old.grandtotal,
        score: { ...old, ruleSet: { id, effectiveFrom } } as unknown as Record<string, unknown>,
      })
      .where(eq(crsResults.id, saved.body.data));
    const { body } = await call('GET', `/api/crs/crs-result/${saved.body.data}`, binh);
    expect(body.data.result).toMatchObject({ grandtotal: old.grandtotal, job_bonus: 50 });
    expect(body.data.currentResult).toMatchObject({ grandtotal: old.grandtotal - 50, job_bonus: 0 });
    expect(body.data.result.ruleSet).toEqual({ id: '2020-10-20', effectiveFrom, checkedOn: '2026-11-25' });
    expect(body.data.currentResult.ruleSet).toEqual({
      id: '2025-03-25',
      effectiveFrom: '2025-03-25',
      checkedOn: '2026-11-25',
    });
  });
});
