import { type Language, startIn } from './support/a11y.ts';
import { codeMailedTo, registerMember } from './support/members.ts';
import { expect, test } from './support/test.ts';

const WIDTHS = [390, 1440] as const;
const TEXTS = {
  vi: { title: 'Đăng nhập', show: 'Hiện mật khẩu', password: 'Mật khẩu', email: 'E-mail hoặc số điện thoại' },
  en: { title: 'Sign in', show: 'Show password', password: 'Password', email: 'E-mail or phone number' },
} as const;

for (const language of ['vi', 'en'] as Language[]) {
  for (const width of WIDTHS) {
    test(`sign-in: its own title, the language switch and a show-password toggle (${language}, ${width}px)`, async ({
      page,
    }) => {
      const texts = TEXTS[language];
      await page.setViewportSize({ width, height: 900 });
      await startIn(page, language);
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/^[^·]+ · MapleBridge$/);
      await expect(page.getByTestId(`lang-${language}`)).toHaveAttribute('aria-pressed', 'true');
      const password = page.getByLabel(texts.password, { exact: true });
      await password.fill('Maple2026!');
      await expect(password).toHaveAttribute('type', 'password');
      const toggle = page.getByRole('button', { name: texts.show });
      const box = await toggle.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      await toggle.click();
      await expect(password).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      // Every link and button on the page is at least 24 px high (WCAG 2.5.8).
      for (const target of await page.locator('main a, main button, header a, header button').all()) {
        const size = await target.boundingBox();
        if (size) expect.soft(size.height, await target.innerText()).toBeGreaterThanOrEqual(24);
      }
      await page.screenshot({ path: test.info().outputPath(`sign-in-${language}-${width}.png`) });
      await page.getByTestId(`lang-${language === 'vi' ? 'en' : 'vi'}`).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        TEXTS[language === 'vi' ? 'en' : 'vi'].title,
      );
    });
  }
}

test('an unverified member signs in from a page, verifies with digits only and is back on that page, with no "signed in" toast on the way', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await startIn(page, 'vi');
  await page.goto('/sign-in?redirectTo=%2Fcontact');
  await page.getByLabel(TEXTS.vi.email).fill(member.email);
  await page.getByLabel(TEXTS.vi.password, { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/otp-input-login-verified\?redirectTo=%2Fcontact$/);
  await expect(page.getByText('Đăng nhập thành công')).toHaveCount(0);
  const code = await codeMailedTo(request, member.email, 1);
  const first = page.getByRole('textbox').first();
  await first.click();
  await page.keyboard.type('x');
  await expect(first).toHaveValue('');
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Xác thực' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
