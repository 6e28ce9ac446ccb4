import { profileToAnswers, toSubmission } from '@maplebridge/crs';
import { assessEligibility, parseEligibilityProfile } from '@maplebridge/crs/eligibility';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import {
  DATABASE_KINDS,
  type JsonBody,
  namedSchemaOf,
  readJson,
  startTestServer,
  type TestServer,
} from '#test/test-server.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

/** A nurse with 14 months of work in Canada and CLB 7–8: CEC, and the 2026 healthcare category. */
const NURSE_IN_CANADA = {
  ...MARRIED_APPLICANT,
  experience: [{ noc: '31301', inCanada: true, months: 14, endedMonthsAgo: 0 }],
  settlementFundsCad: 10_000,
  familySize: 3,
};

/** The nurse as the CRS quiz has her: its answers, and the "Your work" step beside them. */
const NURSE_QUIZ = {
  answers: toSubmission(profileToAnswers(MARRIED_APPLICANT)),
  work: { experience: NURSE_IN_CANADA.experience, settlementFundsCad: 10_000, familySize: 3 },
};

function engineAnswer(input: unknown, asOf: string) {
  const parsed = parseEligibilityProfile(input);
  if (!parsed.success) throw new Error('bad fixture');
  return assessEligibility(parsed.profile, asOf);
}

describe.each(DATABASE_KINDS)('the eligibility API on %s', (kind) => {
  let server: TestServer;
  let member: TestMember;
  const post = (path: string, body: unknown, who: TestMember | null = null) =>
    callApi(server, 'POST', path, who, body);

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { now: () => NOW });
    member = await signUpMember(server);
  });
  afterAll(() => server.close());

  it("answers a visitor with the engine's answer under today's rules", async () => {
    const { status, body } = await post('/api/eligibility', NURSE_IN_CANADA);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 200,
      message: 'OK',
      actionName: 'eligibility.assess',
      data: engineAnswer(NURSE_IN_CANADA, '2026-11-25'),
    });
    expect(body.data.asOf).toBe('2026-11-25');
    // Issue 22: beside asOf, when the data applied was last checked against IRCC.
    expect(body.data.checkedOn).toBe('2026-11-25');
    expect(body.data.programs.cec).toEqual({ eligible: true, reasons: [] });
    expect(body.data.programs.fst).toEqual({
      eligible: false,
      reasons: expect.arrayContaining(['fst.notATrade']),
    });
    const healthcare = body.data.categories.find(
      (category: { id: string }) => category.id === '2026-healthcare-social-services',
    );
    expect(healthcare).toEqual({ id: '2026-healthcare-social-services', eligible: true, reasons: [] });
  });

  it('answers a member the same, and under the rules of `asOf` when asked', async () => {
    const { status, body } = await post('/api/eligibility?asOf=2025-06-01', NURSE_IN_CANADA, member);
    expect(status).toBe(200);
    expect(body.data).toEqual(engineAnswer(NURSE_IN_CANADA, '2025-06-01'));
    expect(body.data.categories.map((category: { id: string }) => category.id)).toContain(
      '2025-healthcare-social-services',
    );
  });

  it('takes a plain CandidateProfile: no work, no funds, so no program and no category', async () => {
    const { status, body } = await post('/api/eligibility', MARRIED_APPLICANT);
    expect(status).toBe(200);
    expect(body.data.programs.fsw).toMatchObject({ eligible: false });
    expect(body.data.programs.fsw.reasons).toContain('fsw.noSkilledExperience');
    expect(body.data.programs.fsw.points.total).toBeGreaterThan(0);
    expect(body.data.programs.cec.reasons).toContain('cec.noCanadianExperience');
    expect(body.data.categories.every((category: { eligible: boolean }) => !category.eligible)).toBe(true);
  });

  it('answers 400 envelopes naming each bad field', async () => {
    const cases: Array<[unknown, string]> = [
      [
        { ...NURSE_IN_CANADA, experience: [{ ...NURSE_IN_CANADA.experience[0], noc: '99999' }] },
        'body.experience.0.noc',
      ],
      [
        { ...NURSE_IN_CANADA, experience: [{ ...NURSE_IN_CANADA.experience[0], months: -1 }] },
        'body.experience.0.months',
      ],
      [{ ...NURSE_IN_CANADA, settlementFundsCad: 'lots' }, 'body.settlementFundsCad'],
      [{ ...NURSE_IN_CANADA, familySize: 1 }, 'body.familySize'],
      [{ ...NURSE_IN_CANADA, jobOfferNoc: '21231' }, 'body.jobOffer'],
      [{ ...NURSE_IN_CANADA, age: undefined }, 'body.age'],
    ];
    for (const [profile, field] of cases) {
      const { status, body } = await post('/api/eligibility', profile);
      expect(status, field).toBe(400);
      expect(body, field).toMatchObject({ status: 400, data: { code: 'request.invalid' } });
      expect(
        body.data.fields.map((error: { field: string }) => error.field),
        field,
      ).toContain(field);
    }
  });

  it('takes the CRS quiz’s answers with the work step, whose jobs decide the work-year answers', async () => {
    // The quiz says 1 Canadian and 3 foreign years; the one Canadian job makes them 1 and 0.
    const expected = engineAnswer(
      { ...NURSE_IN_CANADA, canadianWorkYears: 1, foreignWorkYears: 0 },
      '2026-11-25',
    );
    for (const who of [null, member]) {
      const { status, body } = await post('/api/eligibility', NURSE_QUIZ, who);
      expect(status).toBe(200);
      expect(body.data).toEqual(expected);
      expect(Object.keys(body.data)).toEqual(['asOf', 'checkedOn', 'programs', 'categories']);
    }
    const skipped = await post('/api/eligibility', { answers: NURSE_QUIZ.answers, work: null });
    expect(skipped.body.data).toEqual(engineAnswer(MARRIED_APPLICANT, '2026-11-25'));

    const job = NURSE_QUIZ.work.experience[0];
    const badLetter = NURSE_QUIZ.answers.map((item, index) =>
      index === 0 ? { ...item, answerValue: 'Z' } : item,
    );
    const cases: Array<[unknown, string]> = [
      [{ ...NURSE_QUIZ, work: { experience: [{ ...job, noc: '99999' }] } }, 'body.work.experience.0.noc'],
      [{ ...NURSE_QUIZ, work: { familySize: 1 } }, 'body.work.familySize'],
      [{ ...NURSE_QUIZ, answers: badLetter }, 'body.answers.0.answerValue'],
      [{ ...NURSE_QUIZ, answers: 'all of them' }, 'body.answers'],
    ];
    for (const [body, field] of cases) {
      const answer = await post('/api/eligibility', body);
      expect(answer.status, field).toBe(400);
      expect(
        answer.body.data.fields.map((error: { field: string }) => error.field),
        field,
      ).toContain(field);
    }
  });

  it('answers 400 for a malformed date or one before the first category list', async () => {
    for (const asOf of ['2026-02-30x', '2025-02-26']) {
      const { status, body } = await post(`/api/eligibility?asOf=${asOf}`, NURSE_IN_CANADA);
      expect(status, asOf).toBe(400);
      expect(body.data.fields[0].field, asOf).toBe('querystring.asOf');
    }
  });

  it('is in the API document with both its bodies and its answer', async () => {
    const spec = await readJson(await server.request('/api/docs/json'));
    const operation = spec.paths['/api/eligibility'].post;
    const body = namedSchemaOf(spec, operation.requestBody.content['application/json'].schema);
    const shapes = body.anyOf.map((shape: JsonBody) => namedSchemaOf(spec, shape));
    expect(shapes.map((shape: { properties: object }) => Object.keys(shape.properties))).toEqual([
      ['answers', 'work'],
      expect.arrayContaining(['age', 'experience', 'jobOfferNoc']),
    ]);
    expect(operation.responses['200']).toBeDefined();
    expect(spec.paths['/api/occupations'].get).toBeDefined();
    expect(spec.paths['/api/occupations/{code}'].get).toBeDefined();
  });
});
