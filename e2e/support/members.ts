import { type CandidateProfile, parseProfile, profileToAnswers, toSubmission } from '@maplebridge/crs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface Session {
  token: string;
  user: Record<string, unknown>;
}

/** Signs in through the API: the token and the user the web app keeps (`auth-storage`). */
export async function sessionOf(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<Session> {
  const login = await request.post('/api/auth/login', {
    data: { loginIdentifier: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  return { token, user: await currentUser(request, token) };
}

async function currentUser(request: APIRequestContext, token: string) {
  const me = await request.get('/api/users/jwt', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  return (await me.json()).data;
}

/** A member registered through the API (no sign-in: the sign-up mail carries the e-mail's code), with a mobile number of the 07 kind. */
export async function registerMember(request: APIRequestContext) {
  const digits = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  const member = { email: `member-${digits}@example.com`, password: 'Maple2026!' };
  const registered = await request.post('/api/auth/register', {
    data: { ...member, phoneNumber: `07${digits.slice(-8)}`, fullName: 'Trần Minh Khoa', isAccepted: true },
  });
  expect(registered.status()).toBe(200);
  return member;
}

/**
 * A member registered through the API and signed in once (the server allows 30 sign-ins an address
 * a quarter-hour, for the whole run); verified with the mailed code unless `isVerified` is false.
 */
export async function newMember(
  request: APIRequestContext,
  { isVerified = true } = {},
): Promise<Session & { email: string; password: string }> {
  const member = await registerMember(request);
  const login = await request.post('/api/auth/login', {
    data: { loginIdentifier: member.email, password: member.password },
  });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  if (isVerified) {
    const code = await codeMailedTo(request, member.email, 1);
    const verified = await request.post('/api/auth/verify-email', {
      data: { otp: code },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(verified.status()).toBe(200);
  }
  return { ...member, token, user: await currentUser(request, token) };
}

/** The newest code mailed to `email`, once `count` mails have gone there (the dev outbox). */
export async function codeMailedTo(request: APIRequestContext, email: string, count: number) {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await (await request.get('/api/dev/outbox')).json();
      const mails = outbox.data.items.filter((mail: { to: string }) => mail.to === email);
      code = mails.length >= count ? (mails[0]?.code ?? '') : '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Opens every page signed in with this session, as if the member had signed in before. */
export async function signedInAs(page: Page, session: Session) {
  await page.addInitScript((session) => {
    if (!localStorage.getItem('auth-storage'))
      localStorage.setItem('auth-storage', JSON.stringify({ state: session, version: 0 }));
  }, session);
}

/** A verified member's address and password, for specs that sign in through the page. */
export async function verifiedMember(request: APIRequestContext) {
  const { email, password } = await newMember(request);
  return { email, password };
}

/** Signs a member in through the sign-in page, in the language the page is showing. */
export async function signIn(page: Page, member: { email: string; password: string }, redirectTo = '/') {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`);
  await submitSignIn(page, member);
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/[/?]/g, '\\$&')}$`));
}

/** Fills and sends the sign-in form the page is showing. */
export async function submitSignIn(page: Page, member: { email: string; password: string }) {
  await page.getByLabel(/E-mail hoặc số điện thoại|E-mail or phone number/).fill(member.email);
  await page.getByLabel(/^(Mật khẩu|Password)$/).fill(member.password);
  await page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).click();
}

/** Saves `profile` as the member's CRS result through the API and answers the score the server gave it. */
export async function savedScore(
  request: APIRequestContext,
  member: { email: string; password: string },
  profile: CandidateProfile,
) {
  const login = await request.post('/api/auth/login', {
    data: { loginIdentifier: member.email, password: member.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const parsed = parseProfile(profile);
  if (!parsed.success) throw new Error('bad profile');
  const saved = await request.post('/api/crs/save-crs-result', {
    data: { crsResultDetailDTO: toSubmission(profileToAnswers(parsed.profile)) },
    headers,
  });
  expect(saved.status()).toBe(200);
  const latest = await (await request.post('/api/crs/last-5-crs-results', { headers })).json();
  return latest.data[0].result.grandtotal as number;
}
