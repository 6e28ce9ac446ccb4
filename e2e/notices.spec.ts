import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test as base, expectAccessible, type Language, startIn } from './support/a11y.ts';
import { openScoredResult } from './support/crs-result.ts';
import { signedInAs } from './support/members.ts';
import { expect } from './support/test.ts';

/**
 * Issue 22: staff publish a site notice from the console; readers see it under the header of every
 * page and beside their CRS result, in their language, on a phone and a desktop, until it ends; the
 * result and the guide say since when the rules are in force and when they were last checked.
 * Notices are the whole site's: these tests run in order, and delete what they publish.
 */
const SHOTS = process.env.NOTICES_SHOTS_DIR ?? 'test-results/notices';
const RUN = `${Date.now().toString(36)}${randomInt(1000)}`;
const MESSAGE: Record<Language, string> = {
  vi: `Có tin IRCC thay đổi CRS cho các nghề lương cao (thử ${RUN}); điểm ở đây chưa tính thay đổi này.`,
  en: `IRCC was reported to change the CRS for high-wage occupations (test ${RUN}); these scores do not include it yet.`,
};
const TEXT = {
  vi: {
    rules: 'Quy tắc áp dụng từ 25/03/2025, kiểm tra ngày 25/11/2026.',
    severity: 'Lưu ý:',
    readMore: 'Xem thêm',
    hide: 'Ẩn thông báo này',
  },
  en: {
    rules: 'Rules in force since 25/03/2025, checked 25/11/2026.',
    severity: 'Please note:',
    readMore: 'Read more',
    hide: 'Hide this notice',
  },
} as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;
const HOUR = 3_600_000;

const test = base;
test.describe.configure({ mode: 'serial' });

/** A reader of its own (no session, no cached answer), from an address of its own. */
async function newReader(browser: Browser, language: Language, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  await startIn(page, language);
  return page;
}

/** /crs-tool/result as just scored, its grand total shown. */
const openResult = (page: Page) => openScoredResult(page, 'grand-total');

/** axe's WCAG 2.1 AA and best-practice rules on these parts of the page only. */
async function expectPartsAccessible(page: Page, selectors: string[]) {
  let axe = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  for (const selector of selectors) axe = axe.include(selector);
  const { violations } = await axe.analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
    ),
  ).toEqual([]);
}

const barNotice = (page: Page, language: Language) =>
  page.getByTestId('site-notices').getByTestId('site-notice').filter({ hasText: MESSAGE[language] });

test.afterAll(async ({ api, adminSession }) => {
  // Whatever happened above, no notice of this run stays on the site the other specs share.
  const auth = { authorization: `Bearer ${adminSession.token}` };
  const { data } = await (await api.get('/api/admin/notices', { headers: auth })).json();
  for (const notice of data.items as Array<{ id: string; messageEn: string }>) {
    if (notice.messageEn.includes(RUN))
      await api.delete(`/api/admin/notices/${notice.id}`, { headers: auth });
  }
});

test('staff publish a notice in both languages from the console, and it shows under their header', async ({
  page,
  adminSession,
}) => {
  await startIn(page, 'vi');
  await signedInAs(page, adminSession);
  await page.setViewportSize(VIEWPORTS[1]);
  await page.goto('/admin/notices');
  await expect(page.getByRole('heading', { level: 1, name: 'Thông báo trên trang' })).toBeVisible();
  await page.getByTestId('notice-add').click();
  const form = page.getByTestId('notice-form');
  await form.getByLabel('Nội dung tiếng Việt').fill(MESSAGE.vi);
  await form.getByLabel('Nội dung tiếng Anh').fill(MESSAGE.en);
  await form.getByLabel('Mức độ').selectOption('warning');
  await form.getByLabel('Đường dẫn (không bắt buộc)').fill('/crs-tool/more-information');
  // Starts now (the form's default), with no end.
  await expect(form.getByLabel('Bắt đầu')).not.toHaveValue('');
  await expect(form.getByLabel('Kết thúc')).toHaveValue('');
  await page.screenshot({ path: `${SHOTS}/console-form-1440-vi.png`, fullPage: true });
  await form.getByRole('button', { name: 'Lưu thông báo' }).click();

  await expect(page.getByText('Đã đăng thông báo')).toBeVisible();
  const row = page.getByTestId('notice-row').filter({ hasText: MESSAGE.vi });
  await expect(row.getByTestId('notice-state')).toHaveText('Đang hiển thị');
  await expect(row).toContainText('Lưu ý');
  // The console's own tab reads the notices anew: the bar shows at once, not after its cache.
  await expect(barNotice(page, 'vi')).toBeVisible();
  await expectAccessible(page, '/admin/notices', 'vi');
  await page.screenshot({ path: `${SHOTS}/console-list-1440-vi.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS[0]);
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-list-390-vi.png`, fullPage: true });
});

for (const language of ['vi', 'en'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`readers see it under the header on home and beside their result (${language}, ${viewport.width} px)`, async ({
      browser,
    }) => {
      const page = await newReader(browser, language, viewport);
      await page.goto('/');
      const bar = barNotice(page, language);
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('data-severity', 'warning');
      await expect(bar).toContainText(`${TEXT[language].severity} ${MESSAGE[language]}`);
      // Under the header, above the page.
      const header = await page.getByTestId('site-header').boundingBox();
      const box = await bar.boundingBox();
      expect(Math.abs((box?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0)))).toBeLessThanOrEqual(1);
      // As wide as the page (less a scrollbar where one is drawn).
      expect(box?.width ?? 0).toBeGreaterThan(viewport.width - 20);
      await expectAccessible(page, `/ with a notice (${viewport.width} px)`, language);
      await page.screenshot({ path: `${SHOTS}/home-${viewport.width}-${language}.png` });

      await openResult(page);
      await expect(barNotice(page, language)).toBeVisible();
      const beside = page.getByTestId('result-notice').filter({ hasText: MESSAGE[language] });
      await expect(beside).toBeVisible();
      await expect(beside.getByRole('button')).toHaveCount(0);
      await expect(page.getByTestId('crs-result').getByTestId('rules-checked')).toHaveText(
        TEXT[language].rules,
      );
      // The result page is other work's too: axe looks at what this issue adds to it.
      await expectPartsAccessible(page, [
        '[data-testid=site-notices]',
        '[data-testid=result-notices]',
        '[data-testid=rules-checked]',
      ]);
      await page.screenshot({ path: `${SHOTS}/result-${viewport.width}-${language}.png`, fullPage: true });
      await page.context().close();
    });
  }
}

test('its link opens the guide, which dates its rules; hidden, it stays hidden for the session (en)', async ({
  browser,
}) => {
  const page = await newReader(browser, 'en', VIEWPORTS[1]);
  await page.goto('/news');
  const bar = barNotice(page, 'en');
  await bar.getByRole('link', { name: TEXT.en.readMore }).click();
  await expect(page).toHaveURL(/\/crs-tool\/more-information$/);
  await expect(page.getByTestId('crs-guide').getByTestId('rules-checked')).toHaveText(TEXT.en.rules);
  await page.screenshot({ path: `${SHOTS}/guide-1440-en.png` });

  await bar.getByRole('button', { name: TEXT.en.hide }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
  await page.reload();
  await expect(page.getByTestId('crs-guide')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('home-title')).toBeVisible();
  // Its chunk and answer have had their time: still hidden.
  await page.waitForLoadState('networkidle');
  await expect(bar).toHaveCount(0);
  await page.context().close();

  const other = await newReader(browser, 'vi', VIEWPORTS[0]);
  await other.goto('/crs-tool/more-information');
  await expect(other.getByTestId('crs-guide').getByTestId('rules-checked')).toHaveText(TEXT.vi.rules);
  await expect(barNotice(other, 'vi')).toBeVisible();
  await other.screenshot({ path: `${SHOTS}/guide-390-vi.png` });
  await other.context().close();
});

test('an ended or future notice does not show, and a deleted one is gone', async ({
  page,
  browser,
  api,
  adminSession,
}) => {
  const auth = { authorization: `Bearer ${adminSession.token}` };
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  for (const [state, startsAt, endsAt] of [
    ['ended', at(-2 * HOUR), at(-HOUR)],
    ['future', at(HOUR), null],
  ] as const) {
    const created = await api.post('/api/admin/notices', {
      headers: auth,
      data: {
        messageVn: `Thông báo ${state} ${RUN}`,
        messageEn: `Notice ${state} ${RUN}`,
        severity: 'critical',
        startsAt,
        endsAt,
      },
    });
    expect(created.status()).toBe(200);
  }
  const reader = await newReader(browser, 'en', VIEWPORTS[0]);
  await reader.goto('/');
  await expect(barNotice(reader, 'en')).toBeVisible();
  await expect(reader.getByTestId('site-notice').filter({ hasText: RUN })).toHaveCount(1);
  await expect(reader.getByText(`Notice ended ${RUN}`)).toHaveCount(0);
  await expect(reader.getByText(`Notice future ${RUN}`)).toHaveCount(0);
  await reader.context().close();

  await startIn(page, 'vi');
  await signedInAs(page, adminSession);
  await page.goto('/admin/notices');
  const rowOf = (text: string) => page.getByTestId('notice-row').filter({ hasText: text });
  await expect(rowOf(`Thông báo ended ${RUN}`).getByTestId('notice-state')).toHaveText('Đã kết thúc');
  await expect(rowOf(`Thông báo future ${RUN}`).getByTestId('notice-state')).toHaveText('Chưa bắt đầu');
  await rowOf(MESSAGE.vi).getByTestId('notice-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Xoá' }).click();
  await expect(page.getByText('Đã xoá thông báo')).toBeVisible();
  await expect(rowOf(MESSAGE.vi)).toHaveCount(0);

  const later = await newReader(browser, 'vi', VIEWPORTS[1]);
  await later.goto('/');
  await expect(later.getByTestId('home-title')).toBeVisible();
  await later.waitForLoadState('networkidle');
  await expect(later.getByTestId('site-notices')).toHaveCount(0);
  await later.context().close();
});
