import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A member signed up and verified through the API, with the code from the dev outbox. */
export async function verifiedMember(request: APIRequestContext) {
  const email = `news-${Date.now()}@example.com`;
  const password = 'Maple2026!';
  await request.post('/api/auth/register', {
    data: {
      email,
      password,
      phoneNumber: `07${String(Date.now()).slice(-8)}`,
      fullName: 'Trần Minh Khoa',
      isAccepted: true,
    },
  });
  const { token } = await (
    await request.post('/api/auth/login', { data: { loginIdentifier: email, password } })
  ).json();
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await (await request.get('/api/dev/outbox')).json();
      code = outbox.data.items.find((mail: { to: string }) => mail.to === email)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  const verified = await request.post('/api/auth/verify-email', {
    data: { otp: code },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(verified.status()).toBe(200);
  return { email, password };
}

/** Signs a member in through the sign-in page, in the language the page is showing. */
export async function signIn(page: Page, member: { email: string; password: string }, redirectTo = '/') {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel(/E-mail hoặc số điện thoại|E-mail or phone number/).fill(member.email);
  await page.getByLabel(/^(Mật khẩu|Password)$/).fill(member.password);
  await page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/[/?]/g, '\\$&')}$`));
}
