import {
  type CandidateProfile,
  NO_SPOUSE,
  parseProfile,
  profileToAnswers,
  toSubmission,
} from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Language, startIn } from './support/a11y.ts';
import { newMember, type Session, signedInAs } from './support/members.ts';
import { adminSessionOfRun } from './support/staff.ts';
import { expect, test } from './support/test.ts';

/** Single, CLB 9 in English, a year of work in Canada: with the work step below, CEC rounds can invite them. */
const ENGINEER: CandidateProfile = {
  ...MARRIED_APPLICANT,
  ...NO_SPOUSE,
  sibling: false,
  secondLanguage: null,
  canadianWorkYears: 1,
  foreignWorkYears: 0,
};
const ENGINEER_WORK = {
  experience: [{ noc: '21231', inCanada: true, months: 14, endedMonthsAgo: 0 }],
  jobOfferNoc: null,
  settlementFundsCad: 5_000,
};
/** A provincial nomination's 600 points, but no Canadian work: a CEC round cannot invite them. */
const NOMINEE: CandidateProfile = { ...ENGINEER, canadianWorkYears: 0, nomination: true };

const TEXTS = {
  vi: {
    optIn: 'Gửi e-mail cho tôi khi có đợt mời (draw) mới liên quan đến tôi',
    saved: 'Đã lưu lựa chọn e-mail',
    subject: (number: string, score: number) => `Đợt mời mới #${number}: điểm tối thiểu được mời ${score}`,
    bell: (number: string) => `Đợt mời #${number} (Diện Kinh nghiệm Canada (CEC))`,
    unsubscribed: 'Bạn sẽ không nhận e-mail về các đợt mời (draw) mới nữa.',
  },
  en: {
    optIn: 'E-mail me new rounds that concern me',
    saved: 'E-mail preferences saved',
    subject: (number: string, score: number) => `New round #${number}: lowest score invited ${score}`,
    bell: (number: string) => `Round #${number} (Canadian Experience Class)`,
    unsubscribed: 'You will no longer get e-mails about new rounds.',
  },
} as const;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string> | null;
}

const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** Saves a CRS result for the member through the API (the quiz's own tests drive the pages); answers its score. */
async function saveResult(
  request: APIRequestContext,
  session: Session,
  profile: CandidateProfile,
  work: unknown,
) {
  const parsed = parseProfile(profile);
  if (!parsed.success) throw new Error('bad profile');
  const saved = await request.post('/api/crs/save-crs-result', {
    data: { crsResultDetailDTO: toSubmission(profileToAnswers(parsed.profile)), work },
    headers: bearer(session),
  });
  expect(saved.status()).toBe(200);
  const latest = await (
    await request.post('/api/crs/last-5-crs-results', { headers: bearer(session) })
  ).json();
  return latest.data[0].result.grandtotal as number;
}

/**
 * Staff add a round of invitations (`POST /api/admin/draws`). It is dated 2015, so it is never among
 * the recent rounds that results and the other specs compare with; the alerts do not look at dates.
 */
async function addRound(request: APIRequestContext, lowestScore: number) {
  const { token: adminToken } = await adminSessionOfRun(request);
  const number = String(5000 + Math.floor(Math.random() * 1999));
  const added = await request.post('/api/admin/draws', {
    data: {
      number,
      date: '2015-02-07',
      name: 'Canadian Experience Class',
      category: 'cec',
      invitations: 1500,
      lowestScore,
    },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(added.status()).toBe(200);
  return number;
}

const mailsTo = async (request: APIRequestContext, email: string): Promise<OutboxMail[]> =>
  (await (await request.get('/api/dev/outbox')).json()).data.items.filter(
    (mail: OutboxMail) => mail.to === email && mail.headers?.['List-Unsubscribe'],
  );

const alertsOf = async (request: APIRequestContext, session: Session, number: string) =>
  (
    await (await request.get('/api/notifications/user', { headers: bearer(session) })).json()
  ).data.items.filter((item: { title_EN: string }) => item.title_EN.startsWith(`Round #${number} `));

async function optInOnProfile(page: Page, language: Language) {
  await page.goto('/user-profile');
  const box = page.getByRole('checkbox', { name: TEXTS[language].optIn });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByText(TEXTS[language].saved)).toBeVisible();
  await expect(box).toBeChecked();
}

for (const [language, width] of [
  ['vi', 390],
  ['en', 1440],
] as const) {
  test(`a member opts in on the profile (${language}, ${width}px): a round that concerns them rings the bell and mails them; the unsubscribe link stops the next mail`, async ({
    page,
  }) => {
    const texts = TEXTS[language];
    await page.setViewportSize({ width, height: 900 });
    await startIn(page, language);
    const member = await newMember(page.request);
    const score = await saveResult(page.request, member, ENGINEER, ENGINEER_WORK);
    // Far above the cut-off and opted in too, but the round's type cannot invite them.
    const ineligible = await newMember(page.request);
    expect(await saveResult(page.request, ineligible, NOMINEE, null)).toBeGreaterThan(score);
    await page.request.put('/api/users/me/email-preferences', {
      data: { emailRoundAlerts: true, emailNewsDigest: false, language },
      headers: bearer(ineligible),
    });

    await signedInAs(page, member);
    await optInOnProfile(page, language);

    const number = await addRound(page.request, score);
    await page.goto('/');
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-item').filter({ hasText: texts.bell(number) })).toHaveCount(
      1,
    );

    await expect.poll(async () => (await mailsTo(page.request, member.email)).length).toBe(1);
    const [mail] = await mailsTo(page.request, member.email);
    expect(mail?.subject).toBe(texts.subject(number, score));
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/mail\/unsubscribe\?token=\S+>$/,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await alertsOf(page.request, ineligible, number)).toEqual([]);
    expect(await mailsTo(page.request, ineligible.email)).toEqual([]);

    // The link in the mail's text opens the page, which unsubscribes without signing in.
    const link = /(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).toContain(`&lng=${language}`);
    const { pathname, search } = new URL(link);
    const visitor = await page
      .context()
      .browser()
      ?.newContext({ viewport: { width, height: 900 } });
    if (!visitor) throw new Error('no browser');
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${new URL(page.url()).origin}${pathname}${search}`);
    await expect(visitorPage.getByTestId('unsubscribe')).toContainText(texts.unsubscribed);
    await visitor.close();

    await page.goto('/user-profile');
    await expect(page.getByRole('checkbox', { name: texts.optIn })).not.toBeChecked();
    const next = await addRound(page.request, score);
    await expect.poll(async () => (await alertsOf(page.request, member, next)).length).toBe(1);
    expect(await mailsTo(page.request, member.email)).toHaveLength(1);
  });
}

test('a mail app’s one-click unsubscribe (RFC 8058) turns the opt-in off without signing in', async ({
  page,
}) => {
  const member = await newMember(page.request);
  const score = await saveResult(page.request, member, ENGINEER, ENGINEER_WORK);
  await page.request.put('/api/users/me/email-preferences', {
    data: { emailRoundAlerts: true, emailNewsDigest: false, language: 'en' },
    headers: bearer(member),
  });
  await addRound(page.request, score);
  await expect.poll(async () => (await mailsTo(page.request, member.email)).length).toBe(1);
  const [mail] = await mailsTo(page.request, member.email);
  const url = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
  const clicked = await page.request.post(url, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(clicked.status()).toBe(200);
  expect(await clicked.json()).toMatchObject({ data: { list: 'roundAlerts' } });
  const preferences = await page.request.get('/api/users/me/email-preferences', { headers: bearer(member) });
  expect((await preferences.json()).data.emailRoundAlerts).toBe(false);
  // A forged link is refused, and says why.
  const forged = await page.request.post(url.replace(/.{4}$/, 'AAAA'), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(forged.status()).toBe(400);
  expect((await forged.json()).data.code).toBe('mail.invalidUnsubscribeLink');
});
