import { toSubmission } from '@maplebridge/crs';
import type { Page } from '@playwright/test';
import { expectAccessible, type Language, startIn } from './support/a11y.ts';
import { EXAMPLE_ANSWERS } from './support/example-profile.ts';
import { expect, test } from './support/test.ts';

/** Issue 22, "Rounds": the public rounds page, `/crs-tool/draws`. */

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

const TEXT = {
  vi: {
    title: 'Các đợt mời (draw) của Express Entry',
    chart: /^Biểu đồ điểm tối thiểu được mời theo thời gian: \d+ đợt mời từ \d\d\/\d\d\/\d{4} đến/,
    category: 'Loại đợt mời',
    cec: 'Diện Kinh nghiệm Canada (CEC)',
    period: 'Khoảng thời gian',
    link: 'Xem các đợt mời',
    yourScore: (score: number) => `Điểm của bạn: ${score}`,
    fromQuiz: 'từ bài kiểm tra bạn vừa làm',
  },
  en: {
    title: 'Express Entry rounds of invitations',
    chart: /^Chart of the lowest score invited over time: \d+ rounds from [A-Z][a-z]+ \d+, \d{4} to/,
    category: 'Round type',
    cec: 'Canadian Experience Class',
    period: 'Period',
    link: 'See the rounds of invitations',
    yourScore: (score: number) => `Your score: ${score}`,
    fromQuiz: 'from the test you just took',
  },
} as const;

/** A picture for the person checking the layout. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/rounds-page/${name}.png`, fullPage: true });

// Each test opens its own page: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

for (const language of ['vi', 'en'] as const satisfies Language[]) {
  const text = TEXT[language];

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`the rounds page in ${language} on a ${device}: a named chart, a table the category filter changes, no axe violation`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await startIn(page, language);
      await page.goto('/crs-tool/draws');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const chart = page.getByRole('img', { name: text.chart });
      await expect(chart).toBeVisible();
      // Nothing wider than the screen but the table, which scrolls in its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      const rows = page.getByTestId('round-row');
      await expect(rows).toHaveCount(20);
      const categories = page.getByTestId('round-category');
      // Newest first, every type of round: more than one type on the first page.
      expect(new Set(await categories.allTextContents()).size).toBeGreaterThan(1);
      await expectAccessible(page, `/crs-tool/draws (${device})`, language);
      await screenshot(page, `${language}-${device}`);

      await page.getByLabel(text.category).selectOption('cec');
      await expect(page).toHaveURL(/\/crs-tool\/draws\?category=cec$/);
      await expect(categories.first()).toHaveText(text.cec);
      await expect.poll(async () => new Set(await categories.allTextContents())).toEqual(new Set([text.cec]));
      await expect(chart).toHaveAttribute('aria-label', new RegExp(text.cec.replace(/[()]/g, '\\$&')));
      await page.getByLabel(text.period).selectOption('all');
      await expect(page).toHaveURL(/\?category=cec&period=all$/);
      await expect(rows).toHaveCount(20);
      await expectAccessible(page, `/crs-tool/draws filtered (${device})`, language);
    });
  }

  test(`after the quiz, the result links to the rounds, where the score is a line (${language})`, async ({
    page,
  }) => {
    await startIn(page, language);
    // The quiz just sent: its answers and the server's score in the tab's store, as the quiz leaves them.
    const calculated = await page.request.post('/api/crs/calculate-score', {
      data: toSubmission(EXAMPLE_ANSWERS),
    });
    expect(calculated.status()).toBe(200);
    const result = (await calculated.json()).data;
    await page.addInitScript(
      (state) => {
        sessionStorage.setItem('crs-tool-storage', JSON.stringify({ state, version: 0 }));
      },
      { answers: EXAMPLE_ANSWERS, work: null, result, savedId: null },
    );
    await page.goto('/crs-tool/result');
    await page.getByRole('link', { name: text.link }).click();
    await expect(page).toHaveURL(/\/crs-tool\/draws$/);

    const line = page.getByTestId('your-score-line');
    await expect(line).toBeVisible();
    await expect(line).toHaveText(text.yourScore(result.grandtotal));
    await expect(page.getByTestId('your-score-note')).toContainText(text.fromQuiz);
    await expect(page.getByRole('img', { name: text.chart })).toHaveAttribute(
      'aria-label',
      new RegExp(`${result.grandtotal}\\.$`),
    );
    await expectAccessible(page, '/crs-tool/draws with a score', language);
    const chartCard = page.locator('section[aria-labelledby="rounds-chart-title"]');
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await chartCard.screenshot({ path: `test-results/rounds-page/${language}-${device}-score.png` });
    }
  });
}

test('the page is known to the server: its own title in each language, and in the sitemap', async ({
  page,
  baseURL,
}) => {
  const html = await (await page.request.get('/crs-tool/draws?lng=en')).text();
  expect(html).toContain(`<title>${TEXT.en.title} · MapleBridge</title>`);
  expect(await (await page.request.get('/crs-tool/draws?lng=vi')).text()).toContain(
    '<title>Các đợt mời Express Entry · MapleBridge</title>',
  );
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/crs-tool/draws</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/crs-tool/draws?lng=en</loc>`);
});
