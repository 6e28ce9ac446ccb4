import { expect, test } from '@playwright/test';
import { newMember, sessionOf, signedInAs, submitSignIn } from './support/members.ts';

// Issue 23, "Sessions": a refused session ends once, says so and keeps the page; a 400 or 404 is
// not retried, so a wrong address says so at once.
const TEXTS = {
  vi: { expired: 'Phiên đăng nhập đã hết hạn', resultMissing: 'Kết quả này không tồn tại.' },
  en: { expired: 'Your session has expired', resultMissing: 'This result does not exist.' },
} as const;
/** Well under the 30 s a retried query took: the answer is shown as soon as it arrives. */
const AT_ONCE = { timeout: 3_000 };
const NEW_PASSWORD = 'Maple2027!';

for (const [language, width] of [
  ['vi', 390],
  ['en', 1440],
] as const) {
  test(`a member whose password changed elsewhere is signed out once and sent to sign in, remembering the page (${language}, ${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const member = await newMember(page.request);
    await signedInAs(page, member);
    // The page's own member calls finish first: one answered after the change below would end the
    // session before the reload.
    const bellLoaded = page.waitForResponse((response) => response.url().includes('/api/notifications/user'));
    await page.goto(`/user-profile?lng=${language}`);
    await bellLoaded;
    await expect(page).toHaveURL(new RegExp(`/user-profile\\?lng=${language}$`));

    // Another device changes the password, which ends every other session (this page's included).
    const elsewhere = await sessionOf(page.request, member);
    const changed = await page.request.post('/api/auth/change-password', {
      data: { oldPassword: member.password, newPassword: NEW_PASSWORD },
      headers: { authorization: `Bearer ${elsewhere.token}` },
    });
    expect(changed.status()).toBe(200);

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?redirectTo=%2Fuser-profile%3Flng%3D${language}$`));
    await expect(page.getByText(TEXTS[language].expired)).toHaveCount(1);
    const stored = await page.evaluate(() => localStorage.getItem('auth-storage') ?? '');
    expect(stored).not.toContain(member.token);

    // Signing in again with the new password returns to the page.
    await submitSignIn(page, { email: member.email, password: NEW_PASSWORD });
    await expect(page).toHaveURL(new RegExp(`/user-profile\\?lng=${language}$`));
    await expect(page.getByText(TEXTS[language].expired)).toHaveCount(0);
  });
}

test('a wrong article address and an unknown saved result say so at once (vi)', async ({ page }) => {
  // Timed from the API's answer, not from the navigation: on CI's busy cores loading the app alone
  // can take longer than AT_ONCE, and what the test is about is that a refusal is not asked again.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(news\/abc|crs\/crs-result\/)/.test(request.url())) asked.push(request.url());
  });
  const articleAnswered = page.waitForResponse((response) => response.url().includes('/api/news/abc'));
  await page.goto('/news/abc');
  await articleAnswered;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(AT_ONCE);
  await expect(page.getByTestId('news-detail')).toHaveCount(0);

  const member = await newMember(page.request);
  await signedInAs(page, member);
  const resultAnswered = page.waitForResponse((response) => response.url().includes('/api/crs/crs-result/'));
  await page.goto('/crs-tool/result/edit/00000000-0000-4000-8000-000000000000');
  await resultAnswered;
  const missing = page.getByTestId('saved-result-missing');
  await expect(missing).toContainText(TEXTS.vi.resultMissing, AT_ONCE);
  await expect(missing.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  expect(asked).toHaveLength(2);
});
