import fs from 'node:fs';
import path from 'node:path';
import {
  type CandidateProfile,
  fieldName,
  parseProfile,
  profileToAnswers,
  QUESTION_BANK,
  scoreProfile,
  toSubmission,
} from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crsResults, notifications } from '#db/schema/index.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, type JsonBody, startTestServer, type TestServer } from '#test/test-server.ts';
import { createDrawAlerts } from '../draws/draw-alerts.ts';
import { createDrawsRepository } from '../draws/draws.repository.ts';
import { createDrawsService } from '../draws/draws.service.ts';
import { parseRounds } from '../draws/parse-rounds.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createCrsResultsRepository } from './crs-results.repository.ts';

const MARRIED = MARRIED_APPLICANT;
const SINGLE: CandidateProfile = {
  ...MARRIED,
  maritalStatus: 'single',
  spouseCanadian: null,
  spouseAccompanying: null,
  spouseEducation: null,
  spouseCanadianWorkYears: null,
  spouseLanguage: null,
  sibling: false,
};

const LOW: CandidateProfile = {
  ...SINGLE,
  education: 'secondary',
  secondLanguage: null,
  foreignWorkYears: 0,
  canadianWorkYears: 0,
};

const submissionOf = (profile: CandidateProfile) => toSubmission(profileToAnswers(profile));
const engineScore = (profile: CandidateProfile) => {
  const parsed = parseProfile(profile);
  if (!parsed.success) throw new Error('bad fixture');
  return scoreProfile(parsed.profile);
};

describe.each(DATABASE_KINDS)('the CRS tool on %s', (kind) => {
  let server: TestServer;
  let ana: TestMember;
  let binh: TestMember;

  const call = (method: string, path: string, who: TestMember | null, body?: unknown, contentType?: string) =>
    callApi(server, method, path, who, body, contentType);

  beforeAll(async () => {
    server = await startTestServer(kind);
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

  it('scores a visitor’s answers exactly as the engine does, with the cut-off, advice and recent rounds', async () => {
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
        ruleSet: { id: expected.ruleSet.id },
        crsPoints: 523,
        crsPointsRound: { number: '436', category: 'cec' },
      });
      expect(body.data.advice.score).toBe(expected.grandtotal);
      expect(body.data.advice.suggestions.length).toBeGreaterThan(0);
      expect(Date.parse(body.data.submissionDate)).not.toBeNaN();
      const french = body.data.recentDraws.find((draw: JsonBody) => draw.category === 'french');
      expect(french).toMatchObject({
        number: '437',
        lowestScore: 382,
        wouldBeInvited: expected.grandtotal >= 382,
      });
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
      crsPoints: 523,
      currentResult: null,
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
    await server.database.db
      .update(crsResults)
      .set({
        ruleSetId: old.ruleSet.id,
        grandTotal: old.grandtotal,
        score: old as unknown as Record<string, unknown>,
      })
      .where(eq(crsResults.id, saved.body.data));
    const { body } = await call('GET', `/api/crs/crs-result/${saved.body.data}`, binh);
    expect(body.data.result).toMatchObject({ grandtotal: old.grandtotal, job_bonus: 50 });
    expect(body.data.currentResult).toMatchObject({ grandtotal: old.grandtotal - 50, job_bonus: 0 });
  });

  it('alerts, once, each member whose latest saved score reaches a new round’s cut-off', async () => {
    const nominee = await signUpMember(server);
    const low = await signUpMember(server);
    await call('POST', '/api/crs/save-crs-result', nominee, { crsResultDetailDTO: submissionOf(LOW) });
    await call('POST', '/api/crs/save-crs-result', nominee, {
      crsResultDetailDTO: submissionOf({ ...LOW, nomination: true }),
    });
    await call('POST', '/api/crs/save-crs-result', low, {
      crsResultDetailDTO: submissionOf({ ...LOW, nomination: true }),
    });
    await call('POST', '/api/crs/save-crs-result', low, { crsResultDetailDTO: submissionOf(LOW) });
    expect(engineScore({ ...LOW, nomination: true }).grandtotal).toBeGreaterThanOrEqual(519);
    expect(engineScore(LOW).grandtotal).toBeLessThan(519);

    const alert = createDrawAlerts(
      createCrsResultsRepository(server.database.db),
      createNotificationsRepository(server.database.db),
    );
    const service = createDrawsService(createDrawsRepository(server.database.db), alert);
    const fixture = path.join(import.meta.dirname, '..', 'draws', 'fixtures', 'ircc-rounds.json');
    const rounds = parseRounds(fs.readFileSync(fixture, 'utf8'));
    expect((await service.importRounds(rounds)).added.map((round) => round.number)).toEqual(['438']);
    await service.importRounds(rounds);

    const inbox = async (who: TestMember) =>
      (await call('GET', '/api/notifications/user', who)).body.data.items.filter((item: JsonBody) =>
        item.title_EN.startsWith('Round #'),
      );
    const [alertItem, ...more] = await inbox(nominee);
    expect(more).toEqual([]);
    expect(alertItem).toMatchObject({
      title_EN: 'Round #438 (Canadian Experience Class): lowest score invited 519',
      title_VN: 'Đợt mời #438 (Diện Kinh nghiệm Canada (CEC)): điểm tối thiểu được mời 519',
    });
    expect(alertItem.messageContent_VN).toContain('02/09/2026');
    expect(await inbox(low)).toEqual([]);
    const stored = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, nominee.id));
    expect(stored).toHaveLength(1);
  });
});
