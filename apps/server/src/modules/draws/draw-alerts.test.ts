import {
  type CandidateProfile,
  NO_SPOUSE,
  parseProfile,
  profileToAnswers,
  scoreProfile,
  toSubmission,
} from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/index.ts';
import { findMailsTo } from '#test/mails.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { startSmtpSink } from '#test/processes.ts';
import { DATABASE_KINDS, type JsonBody, startTestServer, type TestServer } from '#test/test-server.ts';

const SINGLE: CandidateProfile = {
  ...MARRIED_APPLICANT,
  ...NO_SPOUSE,
  sibling: false,
  secondLanguage: null,
};
/** No Canadian work: the CRS answers alone rule out Canadian Experience Class rounds. */
const NO_CANADIAN_WORK: CandidateProfile = { ...SINGLE, canadianWorkYears: 0 };
/** A provincial nomination's 600 points, and still no Canadian work. */
const NOMINEE: CandidateProfile = { ...NO_CANADIAN_WORK, nomination: true };
/** Secondary school and no work at all: a score well below the others. */
const LOW: CandidateProfile = { ...NO_CANADIAN_WORK, education: 'secondary', foreignWorkYears: 0 };
/** A year of Canadian work: CEC is not ruled out by the answers; with the work step below, it is open. */
const ENGINEER: CandidateProfile = { ...NO_CANADIAN_WORK, canadianWorkYears: 1, foreignWorkYears: 0 };
/** The "Your work" step: 14 months as a software engineer (NOC 21231, TEER 1) in Canada. */
const ENGINEER_WORK = {
  experience: [{ noc: '21231', inCanada: true, months: 14, endedMonthsAgo: 0 }],
  jobOfferNoc: null,
  settlementFundsCad: 5_000,
};

const scoreOf = (profile: CandidateProfile) => {
  const parsed = parseProfile(profile);
  if (!parsed.success) throw new Error('bad fixture');
  return scoreProfile(parsed.profile).grandtotal;
};
const ENGINEER_SCORE = scoreOf(ENGINEER);
if (scoreOf(LOW) >= ENGINEER_SCORE) throw new Error('LOW must score below ENGINEER');

/** A raw message's headers, folded lines joined, by lower-cased name. */
function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return Object.fromEntries(
    head.split(/\r?\n/).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
}

let roundNumber = 900;

describe.each(DATABASE_KINDS)('alerts of a new round on %s', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestMember;

  const call = (method: string, path: string, who: TestMember | null, body?: unknown) =>
    callApi(server, method, path, who, body);

  /** A member with a verified address whose latest saved result is `profile` (with its work step). */
  async function memberWith(profile: CandidateProfile, work: unknown = null, options = { isVerified: true }) {
    const member = await signUpMember(server);
    await server.database.db
      .update(users)
      .set({ isEmailVerified: options.isVerified })
      .where(eq(users.id, member.id));
    const saved = await call('POST', '/api/crs/save-crs-result', member, {
      crsResultDetailDTO: toSubmission(profileToAnswers(profile)),
      work,
    });
    expect(saved.status).toBe(200);
    return { ...member, resultId: saved.body.data as string };
  }

  const optIn = async (member: TestMember, language: 'vi' | 'en', emailRoundAlerts = true) => {
    const saved = await call('PUT', '/api/users/me/email-preferences', member, {
      emailRoundAlerts,
      emailNewsDigest: false,
      language,
    });
    expect(saved.status).toBe(200);
  };

  /** Staff add a round by hand; answers how many members it alerted. */
  async function addRound(category: string, lowestScore: number) {
    roundNumber++;
    const { status, body } = await call('POST', '/api/admin/draws', admin, {
      number: String(roundNumber),
      date: '2026-11-20',
      name: 'Test round',
      category,
      invitations: 1500,
      lowestScore,
    });
    expect(status).toBe(200);
    return { number: String(roundNumber), alerted: body.data.alerted as number };
  }

  const alertsOf = async (member: TestMember, number: string) =>
    (await call('GET', '/api/notifications/user', member)).body.data.items.filter((item: JsonBody) =>
      item.title_EN.startsWith(`Round #${number} `),
    );
  /** The round alerts queued to the member (the sign-up mail aside), newest first. */
  const roundMailsTo = async (member: TestMember) =>
    (await findMailsTo(server.database.db, member.email)).filter((mail) =>
      /^(New round|Đợt mời mới) #/.test(mail.subject),
    );
  /** The member's round alerts as the SMTP server received them, once every one queued was sent. */
  async function sentTo(member: TestMember) {
    await expect
      .poll(async () => (await roundMailsTo(member)).every((mail) => mail.status === 'sent'), {
        timeout: 10_000,
      })
      .toBe(true);
    const count = (await roundMailsTo(member)).length;
    const received = () =>
      smtp.received.filter((mail) => mail.to.includes(member.email) && /^list-unsubscribe:/im.test(mail.raw));
    await expect.poll(() => received().length, { timeout: 10_000 }).toBe(count);
    return received();
  }
  const optInsOf = async (member: TestMember) =>
    (await call('GET', '/api/users/me/email-preferences', member)).body.data;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, {
      publicUrl: 'https://maplebridge.test',
      mail: {
        transport: 'smtp',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'MapleBridge <no-reply@maplebridge.test>',
        supportEmail: 'support@maplebridge.test',
      },
    });
    admin = await signUpMember(server, { admin: true });
  });
  afterAll(async () => {
    await server.close();
    smtp.sink.kill('SIGTERM');
  });

  it('alerts an eligible member who opted in by bell and by mail with both unsubscribe headers, and no one the round cannot invite', async () => {
    const eligible = await memberWith(ENGINEER, ENGINEER_WORK);
    await optIn(eligible, 'en');
    // 600 points above the cut-off, but without Canadian work a CEC round cannot invite them.
    const ineligible = await memberWith(NOMINEE);
    await optIn(ineligible, 'en');
    const inVietnamese = await memberWith(ENGINEER, ENGINEER_WORK);
    await optIn(inVietnamese, 'vi');
    const round = await addRound('cec', ENGINEER_SCORE);

    const [alert, ...more] = await alertsOf(eligible, round.number);
    expect(more).toEqual([]);
    expect(alert.title_EN).toBe(
      `Round #${round.number} (Canadian Experience Class): lowest score invited ${ENGINEER_SCORE}`,
    );
    expect(alert.messageContent_EN).toContain('by your saved answers this type of round can invite you');
    expect(await alertsOf(ineligible, round.number)).toEqual([]);
    expect(await roundMailsTo(ineligible)).toEqual([]);

    const [mail, ...others] = await sentTo(eligible);
    expect(others).toEqual([]);
    const headers = headersOf(mail?.raw ?? '');
    expect(headers.subject).toBe(`New round #${round.number}: lowest score invited ${ENGINEER_SCORE}`);
    expect(headers['list-unsubscribe']).toMatch(
      /^<https:\/\/maplebridge\.test\/api\/mail\/unsubscribe\?token=roundAlerts\.[0-9a-f-]{36}\.[\w-]+>$/,
    );
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [row] = await roundMailsTo(eligible);
    expect(row?.text).toContain(`https://maplebridge.test/crs-tool/result/${eligible.resultId}`);
    expect(row?.text).toMatch(
      /Unsubscribe from these e-mails\nhttps:\/\/maplebridge\.test\/unsubscribe\?token=roundAlerts\.\S+&lng=en/,
    );
    expect(round.alerted).toBe(2);
    // A round is new once: the same number again is refused, and nobody is alerted twice.
    const again = await call('POST', '/api/admin/draws', admin, {
      number: round.number,
      date: '2026-11-20',
      name: 'Test round',
      category: 'cec',
      invitations: 1500,
      lowestScore: ENGINEER_SCORE,
    });
    expect(again.status).toBe(409);
    expect(await alertsOf(eligible, round.number)).toHaveLength(1);
    expect(await roundMailsTo(eligible)).toHaveLength(1);
    expect(await alertsOf(inVietnamese, round.number)).toHaveLength(1);
    expect(headersOf((await sentTo(inVietnamese))[0]?.raw ?? '')['list-unsubscribe-post']).toBe(
      'List-Unsubscribe=One-Click',
    );
    const [vietnamese] = await roundMailsTo(inVietnamese);
    expect(vietnamese?.subject).toBe(
      `Đợt mời mới #${round.number}: điểm tối thiểu được mời ${ENGINEER_SCORE}`,
    );
    expect(vietnamese?.text).toContain('theo câu trả lời bạn đã lưu, loại đợt mời này có thể mời bạn');
    expect(vietnamese?.text).toMatch(/&lng=vi/);
  });

  it('alerts a member who did not opt in by bell only, and one with an unverified address too', async () => {
    const quiet = await memberWith(ENGINEER, ENGINEER_WORK);
    const unverified = await memberWith(ENGINEER, ENGINEER_WORK, { isVerified: false });
    await optIn(unverified, 'en');
    const round = await addRound('general', ENGINEER_SCORE - 10);
    for (const member of [quiet, unverified]) {
      expect(await alertsOf(member, round.number)).toHaveLength(1);
      expect(await roundMailsTo(member)).toEqual([]);
    }
  });

  it('judges a member without the work step as their result does: a program round it cannot rule out, never an occupation category', async () => {
    const withoutWork = await memberWith(ENGINEER);
    await optIn(withoutWork, 'en');
    const cec = await addRound('cec', ENGINEER_SCORE - 5);
    const [alert] = await alertsOf(withoutWork, cec.number);
    expect(alert.messageContent_EN).toContain('add your work to know for sure');
    const [row] = await roundMailsTo(withoutWork);
    expect(row?.text).toContain('add the “Your work” step to your result');

    // Healthcare invites by occupation: unknown without the work step, closed to a software engineer.
    const withWork = await memberWith(ENGINEER, ENGINEER_WORK);
    const healthcare = await addRound('healthcare', 300);
    expect(await alertsOf(withoutWork, healthcare.number)).toEqual([]);
    expect(await alertsOf(withWork, healthcare.number)).toEqual([]);
  });

  it('reads only the latest saved result, and its score must reach the cut-off', async () => {
    const replaced = await memberWith(ENGINEER, ENGINEER_WORK);
    await call('POST', '/api/crs/save-crs-result', replaced, {
      crsResultDetailDTO: toSubmission(profileToAnswers(LOW)),
      work: null,
    });
    const member = await memberWith(ENGINEER, ENGINEER_WORK);
    await optIn(member, 'en');
    const reached = await addRound('general', ENGINEER_SCORE);
    expect(await alertsOf(replaced, reached.number)).toEqual([]);
    expect(await alertsOf(member, reached.number)).toHaveLength(1);
    const missed = await addRound('cec', ENGINEER_SCORE + 1);
    expect(await alertsOf(member, missed.number)).toEqual([]);
    expect(await roundMailsTo(member)).toHaveLength(1);
  });

  it('stops the mails once the link is used, one click, without sign-in; the bell stays', async () => {
    const member = await memberWith(ENGINEER, ENGINEER_WORK);
    await optIn(member, 'en');
    await addRound('cec', ENGINEER_SCORE);
    const [mail] = await sentTo(member);
    const link = /^<(.+)>$/.exec(headersOf(mail?.raw ?? '')['list-unsubscribe'] ?? '')?.[1] ?? '';
    const { pathname, search } = new URL(link);

    // Opening it changes nothing: a browser is sent on to the page, anyone else told the list.
    const opened = await server.request(`${pathname}${search}`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe${search}`);
    expect((await server.answer(`${pathname}${search}`)).body.data).toEqual({ list: 'roundAlerts' });
    expect(await optInsOf(member)).toMatchObject({ emailRoundAlerts: true });

    // A mail app's one-click POST (RFC 8058), form-encoded, with no token of the member's.
    const clicked = await server.answer(`${pathname}${search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked).toMatchObject({ status: 200, body: { data: { list: 'roundAlerts' } } });
    expect(await optInsOf(member)).toEqual({
      emailRoundAlerts: false,
      emailNewsDigest: false,
      language: 'en',
    });

    const next = await addRound('cec', ENGINEER_SCORE);
    expect(await alertsOf(member, next.number)).toHaveLength(1);
    expect(await roundMailsTo(member)).toHaveLength(1);
  });

  it('takes the one-click body as multipart/form-data and as JSON too', async () => {
    const member = await memberWith(ENGINEER, ENGINEER_WORK);
    for (const body of [
      (() => {
        const form = new FormData();
        form.append('List-Unsubscribe', 'One-Click');
        return form;
      })(),
      JSON.stringify({ 'List-Unsubscribe': 'One-Click' }),
    ]) {
      await optIn(member, 'vi');
      const token = await tokenFor(member);
      const answer = await server.answer(`/api/mail/unsubscribe?token=${token}`, {
        method: 'POST',
        ...(typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
        body,
      });
      expect(answer.status).toBe(200);
      expect(await optInsOf(member)).toMatchObject({ emailRoundAlerts: false });
    }
  });

  /** The token of the unsubscribe link of the member's newest round alert, once a round has mailed them. */
  async function tokenFor(member: TestMember) {
    await addRound('cec', ENGINEER_SCORE);
    const [row] = await roundMailsTo(member);
    return /\/unsubscribe\?token=([^&\s]+)/.exec(row?.text ?? '')?.[1] ?? '';
  }

  it('refuses a forged or damaged link with 400, never a 500, and changes nothing', async () => {
    const member = await memberWith(ENGINEER, ENGINEER_WORK);
    await optIn(member, 'en');
    const token = await tokenFor(member);
    const [list, userId, signature] = token.split('.');
    const forged = [
      `${list}.${userId}.${signature?.slice(0, -2)}AA`,
      `newsDigest.${userId}.${signature}`,
      `${list}.${admin.id}.${signature}`,
      'roundAlerts.not-a-member.x',
      token.slice(0, 20),
    ];
    for (const bad of forged) {
      const answer = await server.answer(`/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.data.code, bad).toBe('mail.invalidUnsubscribeLink');
      expect((await server.answer(`/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`)).status).toBe(
        400,
      );
    }
    const withoutBody = await server.answer(`/api/mail/unsubscribe?token=${token}`, { method: 'POST' });
    expect(withoutBody.status).toBe(400);
    const wrongBody = await server.answer(`/api/mail/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=Maybe',
    });
    expect(wrongBody.status).toBe(400);
    expect(wrongBody.body.data.fields.map((field: JsonBody) => field.field)).toEqual([
      'body.List-Unsubscribe',
    ]);
    const noToken = await server.answer('/api/mail/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(noToken.body.data.fields.map((field: JsonBody) => field.field)).toEqual(['querystring.token']);
    expect(await optInsOf(member)).toMatchObject({ emailRoundAlerts: true });
  });
});
