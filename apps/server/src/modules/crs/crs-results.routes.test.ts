import fs from 'node:fs';
import {
  type CandidateProfile,
  parseProfile,
  profileToAnswers,
  scoreProfile,
  suggestImprovements,
  toSubmission,
} from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crsResults } from '#db/schema/index.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, type JsonBody, startTestServer, type TestServer } from '#test/test-server.ts';
import { makeWebDist } from '#test/web-dist.ts';

/** Results compare with the rounds of the year before this day, as in crs.routes.test.ts. */
const NOW = new Date('2026-11-25T12:00:00Z');

const submissionOf = (profile: CandidateProfile) => ({
  crsResultDetailDTO: toSubmission(profileToAnswers(profile)),
});
const engineScore = (profile: CandidateProfile) => {
  const parsed = parseProfile(profile);
  if (!parsed.success) throw new Error('bad fixture');
  return { parsed: parsed.profile, score: scoreProfile(parsed.profile) };
};

/** Issue 23: members name, delete and share their saved results; a shared link shows no one's data. */
describe.each(DATABASE_KINDS)('saved results members keep, on %s', (kind) => {
  let server: TestServer;
  let webDistDir: string;
  let ana: TestMember;
  let binh: TestMember;

  const call = (method: string, path: string, who: TestMember | null, body?: unknown) =>
    callApi(server, method, path, who, body);
  const save = async (who: TestMember, profile: CandidateProfile = MARRIED_APPLICANT) => {
    const saved = await call('POST', '/api/crs/save-crs-result', who, submissionOf(profile));
    expect(saved.status).toBe(200);
    return saved.body.data as string;
  };
  const rowOf = async (id: string) =>
    (await server.database.db.select().from(crsResults).where(eq(crsResults.id, id)))[0];

  beforeAll(async () => {
    webDistDir = makeWebDist();
    server = await startTestServer(kind, { webDistDir }, { now: () => NOW });
    ana = await signUpMember(server);
    binh = await signUpMember(server);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  describe('PATCH /api/crs/crs-result/:id', () => {
    it('names a result, trimmed, keeps its saved date, and the history shows the name', async () => {
      const id = await save(ana);
      const before = await call('GET', `/api/crs/crs-result/${id}`, ana);
      expect(before.body.data.name).toBeNull();

      const renamed = await call('PATCH', `/api/crs/crs-result/${id}`, ana, {
        name: '  Nếu có thêm IELTS 8  ',
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({
        actionName: 'crs.rename',
        data: { id, name: 'Nếu có thêm IELTS 8' },
      });
      expect(renamed.body.data.updatedTime).toBe(before.body.data.updatedTime);
      const history = await call('POST', '/api/crs/last-5-crs-results', ana);
      expect(history.body.data.find((result: JsonBody) => result.id === id).name).toBe('Nếu có thêm IELTS 8');

      const longest = 'ă'.repeat(80);
      expect((await call('PATCH', `/api/crs/crs-result/${id}`, ana, { name: longest })).body.data.name).toBe(
        longest,
      );
      for (const cleared of [null, '   ']) {
        const answer = await call('PATCH', `/api/crs/crs-result/${id}`, ana, { name: cleared });
        expect(answer.body.data.name).toBeNull();
        expect((await rowOf(id))?.name).toBeNull();
      }
    });

    it('answers 400 naming the field for a name over 80 characters, a number or none at all', async () => {
      const id = await save(ana);
      for (const body of [{ name: 'x'.repeat(81) }, { name: 42 }, {}]) {
        const answer = await call('PATCH', `/api/crs/crs-result/${id}`, ana, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.data.fields[0].field).toBe('body.name');
      }
      expect(
        (await call('PATCH', `/api/crs/crs-result/${id}`, ana, { name: 'x'.repeat(81) })).body.data.fields[0],
      ).toMatchObject({ message: 'validation.tooLong' });
      expect((await call('PATCH', '/api/crs/crs-result/not-an-id', ana, { name: 'A' })).status).toBe(400);
      expect((await rowOf(id))?.name).toBeNull();
    });

    it("answers 404 for another member's result and 401 for a visitor, changing nothing", async () => {
      const id = await save(ana);
      const foreign = await call('PATCH', `/api/crs/crs-result/${id}`, binh, { name: 'Của tôi' });
      expect(foreign.status).toBe(404);
      expect(foreign.body.data.code).toBe('crs.resultNotFound');
      expect((await call('PATCH', `/api/crs/crs-result/${id}`, null, { name: 'A' })).status).toBe(401);
      expect((await rowOf(id))?.name).toBeNull();
    });
  });

  describe('DELETE /api/crs/crs-result/:id', () => {
    it("deletes the member's own result, which is then not found anywhere", async () => {
      const kept = await save(ana);
      const id = await save(ana);
      const deleted = await call('DELETE', `/api/crs/crs-result/${id}`, ana);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ actionName: 'crs.delete', data: null });
      expect((await call('GET', `/api/crs/crs-result/${id}`, ana)).status).toBe(404);
      const history = (await call('POST', '/api/crs/last-5-crs-results', ana)).body.data;
      expect(history.map((result: JsonBody) => result.id)).not.toContain(id);
      expect(history.map((result: JsonBody) => result.id)).toContain(kept);
      expect((await call('DELETE', `/api/crs/crs-result/${id}`, ana)).status).toBe(404);
    });

    it("answers 404 for another member's result, as for one that does not exist, and keeps it", async () => {
      const id = await save(ana);
      const foreign = await call('DELETE', `/api/crs/crs-result/${id}`, binh);
      const unknown = await call('DELETE', '/api/crs/crs-result/00000000-0000-4000-8000-000000000000', binh);
      expect(foreign.status).toBe(404);
      // The same answer: another member cannot tell that the id exists.
      expect(foreign.body).toEqual(unknown.body);
      expect((await call('DELETE', `/api/crs/crs-result/${id}`, null)).status).toBe(401);
      expect(await rowOf(id)).toBeDefined();
    });
  });

  describe('sharing', () => {
    it('gives a random base64url token, the same one on a second press, and another for another result', async () => {
      const id = await save(ana);
      const first = await call('POST', `/api/crs/crs-result/${id}/share`, ana);
      expect(first.status).toBe(200);
      const token = first.body.data.shareToken as string;
      // 24 random bytes: 192 bits, 32 base64url characters.
      expect(token).toMatch(/^[\w-]{32}$/);
      expect((await call('POST', `/api/crs/crs-result/${id}/share`, ana)).body.data.shareToken).toBe(token);
      expect((await call('GET', `/api/crs/crs-result/${id}`, ana)).body.data.shareToken).toBe(token);
      const other = await call('POST', `/api/crs/crs-result/${await save(ana)}/share`, ana);
      expect(other.body.data.shareToken).not.toBe(token);
    });

    it('shows a shared result to anyone: its score and breakdown, nothing of the member or the result’s id', async () => {
      const id = await save(ana);
      await call('PATCH', `/api/crs/crs-result/${id}`, ana, { name: 'Kế hoạch của Minh Anh' });
      const { shareToken } = (await call('POST', `/api/crs/crs-result/${id}/share`, ana)).body.data;
      const { score } = engineScore(MARRIED_APPLICANT);

      for (const who of [null, binh]) {
        const shared = await call('GET', `/api/crs/shared/${shareToken}`, who);
        expect(shared.status).toBe(200);
        expect(shared.body.actionName).toBe('crs.shared');
        expect(Object.keys(shared.body.data).sort()).toEqual(['currentResult', 'result', 'submissionDate']);
        expect(shared.body.data.result).toMatchObject({
          grandtotal: score.grandtotal,
          core_factors: score.core_factors,
        });
        const text = JSON.stringify(shared.body);
        for (const secret of [id, ana.id, ana.email, 'Nguyễn Minh Anh', 'Kế hoạch của Minh Anh', shareToken])
          expect(text, `the shared answer holds ${secret}`).not.toContain(secret);
      }
    });

    it('stops sharing: the old link is not found, and sharing again makes a new one', async () => {
      const id = await save(ana);
      const { shareToken } = (await call('POST', `/api/crs/crs-result/${id}/share`, ana)).body.data;
      const stopped = await call('DELETE', `/api/crs/crs-result/${id}/share`, ana);
      expect(stopped.status).toBe(200);
      expect(stopped.body.actionName).toBe('crs.unshare');
      const gone = await call('GET', `/api/crs/shared/${shareToken}`, null);
      expect(gone.status).toBe(404);
      expect(gone.body.data.code).toBe('crs.resultNotFound');
      expect((await call('GET', `/api/crs/crs-result/${id}`, ana)).body.data.shareToken).toBeNull();

      const again = (await call('POST', `/api/crs/crs-result/${id}/share`, ana)).body.data.shareToken;
      expect(again).not.toBe(shareToken);
      expect((await call('GET', `/api/crs/shared/${again}`, null)).status).toBe(200);
      expect((await call('GET', `/api/crs/shared/${shareToken}`, null)).status).toBe(404);
    });

    it('takes the link away with a deleted result', async () => {
      const id = await save(ana);
      const { shareToken } = (await call('POST', `/api/crs/crs-result/${id}/share`, ana)).body.data;
      await call('DELETE', `/api/crs/crs-result/${id}`, ana);
      expect((await call('GET', `/api/crs/shared/${shareToken}`, null)).status).toBe(404);
    });

    it("answers 404 when another member shares or stops sharing a member's result, and 401 for a visitor", async () => {
      const id = await save(ana);
      for (const method of ['POST', 'DELETE']) {
        const foreign = await call(method, `/api/crs/crs-result/${id}/share`, binh);
        expect(foreign.status, method).toBe(404);
        expect(foreign.body.data.code).toBe('crs.resultNotFound');
        expect((await call(method, `/api/crs/crs-result/${id}/share`, null)).status, method).toBe(401);
      }
      expect((await rowOf(id))?.shareToken).toBeNull();
      const { shareToken } = (await call('POST', `/api/crs/crs-result/${id}/share`, ana)).body.data;
      expect((await call('DELETE', `/api/crs/crs-result/${id}/share`, binh)).status).toBe(404);
      expect((await rowOf(id))?.shareToken).toBe(shareToken);
    });

    it('answers 404 for an unknown token and 400 naming the token for one no link could carry', async () => {
      const unknown = await call('GET', `/api/crs/shared/${'A'.repeat(32)}`, null);
      expect(unknown.status).toBe(404);
      expect(unknown.body.data.code).toBe('crs.resultNotFound');
      for (const token of ['short', `${'a'.repeat(30)}.!`, 'b'.repeat(65)]) {
        const bad = await call('GET', `/api/crs/shared/${encodeURIComponent(token)}`, null);
        expect(bad.status, token).toBe(400);
        expect(bad.body.data.fields[0].field).toBe('params.token');
      }
    });
  });

  it('gives a saved result its advice under today’s rules, as the fresh result has', async () => {
    const id = await save(ana);
    const { parsed } = engineScore(MARRIED_APPLICANT);
    const saved = await call('GET', `/api/crs/crs-result/${id}`, ana);
    expect(saved.body.data.advice).toEqual(
      suggestImprovements(parsed, { asOf: NOW.toISOString().slice(0, 10) }),
    );
    expect(saved.body.data.advice.suggestions.length).toBeGreaterThan(0);
  });

  describe('the shared page', () => {
    it('carries a preview with the score in the reader’s language, nothing of the member, and no indexing', async () => {
      const id = await save(ana);
      await call('PATCH', `/api/crs/crs-result/${id}`, ana, { name: 'Kế hoạch của Minh Anh' });
      const { shareToken } = (await call('POST', `/api/crs/crs-result/${id}/share`, ana)).body.data;
      const { score } = engineScore(MARRIED_APPLICANT);

      const vietnamese = await server.request(`/crs-tool/shared/${shareToken}`);
      expect(vietnamese.status).toBe(200);
      expect(vietnamese.headers.get('x-robots-tag')).toBe('noindex');
      const html = await vietnamese.text();
      expect(html).toContain(`<title>Điểm CRS: ${score.grandtotal} · MapleBridge</title>`);
      expect(html).toContain(`<meta property="og:title" content="Điểm CRS: ${score.grandtotal}">`);
      expect(html).toContain(`yếu tố cốt lõi ${score.core_factors}`);
      expect(html).toContain(`<link rel="canonical" href="${server.url}/crs-tool/shared/${shareToken}">`);
      for (const secret of [id, ana.id, ana.email, 'Nguyễn Minh Anh', 'Kế hoạch của Minh Anh'])
        expect(html, `the page holds ${secret}`).not.toContain(secret);

      const english = await server.request(`/crs-tool/shared/${shareToken}?lng=en`);
      expect(await english.text()).toContain(
        `<meta property="og:title" content="CRS score: ${score.grandtotal}">`,
      );
    });

    it('answers 404 with the not-found page for an unknown token and once sharing stops', async () => {
      const id = await save(ana);
      const { shareToken } = (await call('POST', `/api/crs/crs-result/${id}/share`, ana)).body.data;
      expect((await server.request(`/crs-tool/shared/${shareToken}`)).status).toBe(200);
      await call('DELETE', `/api/crs/crs-result/${id}/share`, ana);
      for (const pathname of [
        `/crs-tool/shared/${shareToken}`,
        `/crs-tool/shared/${'A'.repeat(32)}`,
        '/crs-tool/shared/x',
      ]) {
        const answer = await server.request(pathname);
        expect(answer.status, pathname).toBe(404);
        expect(await answer.text()).toContain('data-testid="not-found"');
      }
    });
  });
});
