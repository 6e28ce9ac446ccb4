import { ChatPage } from './pages/chat.page.ts';
import { type Language, startIn } from './support/a11y.ts';
import { expect, test } from './support/test.ts';

const TEXTS = {
  vi: { shortcuts: 'Lối tắt', signIn: 'Đăng nhập', soon: 'sắp ra mắt' },
  en: { shortcuts: 'Shortcuts', signIn: 'Sign in', soon: 'coming soon' },
} as const;

for (const language of ['vi', 'en'] as Language[]) {
  for (const width of [390, 1440]) {
    test(`the shortcut menu goes to four places and the footer's links open what they say (${language}, ${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await startIn(page, language);
      await page.goto('/');
      await page.getByTestId('quick-actions-toggle').click();
      const links = page.getByRole('navigation', { name: TEXTS[language].shortcuts }).getByRole('link');
      await expect(links).toHaveCount(4);
      const targets = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')),
      );
      expect(new Set(targets).size).toBe(4);
      await page.screenshot({ path: test.info().outputPath(`shortcuts-${language}-${width}.png`) });
      await page.getByTestId('quick-actions-toggle').click();

      const footer = page.getByTestId('site-footer');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole('link', { name: /^Zalo:/ })).toHaveAttribute(
        'href',
        /^https:\/\/zalo\.me\//,
      );
      await expect(footer.getByRole('link', { name: /^WhatsApp:/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      await expect(footer.getByText(TEXTS[language].soon).first()).toBeVisible();
      // The last line of the page is clear of the floating button.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const lastLine = await footer.locator('p').last().boundingBox();
      const button = await page.getByTestId('quick-actions-toggle').boundingBox();
      if (!lastLine || !button) throw new Error('footer line or shortcut button not laid out');
      const textBox = await footer
        .locator('p')
        .last()
        .evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const { top, bottom, left, right } = range.getBoundingClientRect();
          return { top, bottom, left, right };
        });
      const overlaps =
        textBox.left < button.x + button.width &&
        textBox.right > button.x &&
        textBox.top < button.y + button.height &&
        textBox.bottom > button.y;
      expect(overlaps).toBe(false);
      await page.screenshot({ path: test.info().outputPath(`footer-${language}-${width}.png`) });
      const documents = await page.request.get('/documents', { maxRedirects: 0 });
      expect(documents.status()).toBe(302);
      expect(documents.headers().location).toMatch(/^https:\/\//);
    });
  }
}

test('the shortcut button hides while the phone menu is open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startIn(page, 'vi');
  await page.goto('/');
  const toggle = page.getByTestId('quick-actions-toggle');
  await expect(toggle).toBeVisible();
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('drawer')).toBeVisible();
  await expect(toggle).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeVisible();
});

test('the shortcut button hides while a dialog is open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startIn(page, 'en');
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.ask('What is Express Entry?');
  await chat.waitForAnswer();
  const toggle = page.getByTestId('quick-actions-toggle');
  await expect(toggle).toBeVisible();
  await chat.clear.click();
  await expect(page.getByTestId('chat-clear-dialog')).toBeVisible();
  await expect(toggle).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeVisible();
});

for (const width of [390, 1440]) {
  test(`a toast leaves the header's controls uncovered (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await startIn(page, 'vi');
    await page.goto('/sign-in');
    await page.getByLabel('E-mail hoặc số điện thoại').fill('nobody@example.com');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Wrong2026!');
    await page.getByRole('button', { name: TEXTS.vi.signIn, exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    const switchBox = await page.getByTestId('lang-en').boundingBox();
    if (!switchBox) throw new Error('language switch not laid out');
    // Once it has slid in.
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(switchBox.y + switchBox.height);
    await page.screenshot({ path: test.info().outputPath(`toast-${width}.png`) });
  });
}
