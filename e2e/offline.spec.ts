import {
  type CandidateProfile,
  parseProfile,
  profileToAnswers,
  type QuizAnswers,
  scoreProfile,
} from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible, type Language, startIn } from './support/a11y.ts';
import { newMember, signedInAs } from './support/members.ts';
import { expect, test } from './support/test.ts';

/** Where the pictures of the offline pages go, for a person to look at. */
const SHOTS = process.env.OFFLINE_SHOTS_DIR ?? 'test-results/offline';
const WIDTHS = [390, 1440] as const;

/** Married, the spouse comes along; one official language (the quiz's spouse questions show). */
const MARRIED: CandidateProfile = { ...MARRIED_APPLICANT, secondLanguage: null };
const parsed = parseProfile(MARRIED);
if (!parsed.success) throw new Error('bad profile');
const ANSWERS = profileToAnswers(parsed.profile);
const EXPECTED = scoreProfile(parsed.profile).grandtotal;

const TEXT = {
  vi: {
    offlineResult: 'Tính ngay trên thiết bị của bạn',
    news: 'Tin tức cần kết nối mạng',
    chat: 'Trợ lý cần kết nối mạng',
    page: 'Trang này cần kết nối mạng',
    saveLater: 'Sẽ lưu khi có mạng',
    saved: 'Đã lưu',
  },
  en: {
    offlineResult: 'Worked out on your device',
    news: 'News needs a connection',
    chat: 'The assistant needs a connection',
    page: 'This page needs a connection',
    saveLater: 'Will save when online',
    saved: 'Saved',
  },
} as const;

/** A picture of the top of the page for a person to look at (a new page keeps the last one's scroll). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Opens the home page and waits until the service worker has installed (precached) and controls it. */
async function installApp(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

async function answerQuiz(page: Page, answers: QuizAnswers) {
  await expect(page.getByTestId('question-1')).toBeVisible();
  for (let sortOrder = 1; sortOrder <= 32; sortOrder++) {
    const value = answers[sortOrder];
    if (value !== undefined) await page.getByTestId(`question-${sortOrder}`).selectOption(value);
  }
  await page.getByTestId('quiz-submit').click();
  await expect(page).toHaveURL(/\/crs-tool\/result$/);
}

/** A context of its own, where the service worker may run (and then be gone with it). */
async function newOfflineContext(browser: Browser, width: number) {
  return browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'allow' });
}

/** Offline is offline: the page's own request to the server does not get through. */
async function expectUnreachable(page: Page) {
  const reached = await page.evaluate(() =>
    fetch('/api/health', { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );
  expect(reached).toBe(false);
}

for (const language of ['vi', 'en'] as const satisfies readonly Language[]) {
  for (const width of WIDTHS) {
    test(`once visited, the quiz and its result work offline with the online score; news and the assistant say they need a connection (${language}, ${width}px)`, async ({
      browser,
    }) => {
      // The whole journey (install, the quiz online and offline, four pages, three axe scans) takes
      // 30-45 s alone here, 1.1-1.4 min on CI's slower machine.
      test.slow();
      const context = await newOfflineContext(browser, width);
      const page = await context.newPage();
      await startIn(page, language);
      await installApp(page);

      // Online: the server's result.
      await page.goto('/crs-tool/quiz');
      await answerQuiz(page, ANSWERS);
      const online = (await page.getByTestId('grand-total').textContent()) ?? '';
      expect(Number(online)).toBe(EXPECTED);
      await expect(page.getByTestId('cut-off-badge')).toBeVisible();

      await context.setOffline(true);
      await page.goto('/crs-tool/quiz');
      await page.reload();
      await expectUnreachable(page);
      await expect(page.getByTestId('question-1')).toBeVisible();
      await shot(page, `quiz-${language}-${width}`);
      await answerQuiz(page, ANSWERS);
      await expect(page.getByTestId('grand-total')).toHaveText(online);
      await expect(page.getByTestId('offline-result')).toContainText(TEXT[language].offlineResult);
      await expect(page.getByTestId('cut-off-badge')).toHaveCount(0);
      await expect(page.getByTestId('total-core')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/result-${language}-${width}.png`, fullPage: true });
      await expectAccessible(page, 'the result worked out offline', language);

      await page.goto('/news');
      await expect(page.getByTestId('offline-notice')).toContainText(TEXT[language].news);
      await shot(page, `news-${language}-${width}`);
      await expectAccessible(page, 'the news offline', language);

      await page.goto('/chat-ai');
      await expect(page.getByTestId('offline-notice')).toContainText(TEXT[language].chat);
      await page.getByTestId('chat-input').fill('CRS?');
      await page.getByTestId('chat-submit').click();
      // Not sent: the question waits in the box.
      await expect(page.getByTestId('chat-input')).toHaveValue('CRS?');
      await shot(page, `chat-${language}-${width}`);

      // A page the worker does not keep (contact), never visited: it says it needs a connection.
      await page.goto('/contact');
      await expect(page.getByTestId('offline-notice')).toContainText(TEXT[language].page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `page-${language}-${width}`);
      await expectAccessible(page, 'a page not kept offline', language);

      // Back online, the result page compares with the rounds again.
      await context.setOffline(false);
      await page.goto('/crs-tool/result');
      await expect(page.getByTestId('cut-off-badge')).toBeVisible();
      await expect(page.getByTestId('offline-result')).toHaveCount(0);
      await expect(page.getByTestId('grand-total')).toHaveText(online);
      await context.close();
    });
  }
}

test('a member’s result saved offline is saved once the connection is back (vi)', async ({
  browser,
  request,
}) => {
  const member = await newMember(request);
  const context = await newOfflineContext(browser, 390);
  const page = await context.newPage();
  await startIn(page, 'vi');
  await signedInAs(page, member);
  await installApp(page);
  await page.goto('/crs-tool/quiz');
  await expect(page.getByTestId('question-1')).toBeVisible();

  await context.setOffline(true);
  await answerQuiz(page, ANSWERS);
  await expect(page.getByTestId('offline-result')).toBeVisible();
  await page.getByTestId('save-result').click();
  await expect(page.getByTestId('save-result')).toHaveText(TEXT.vi.saveLater);
  await expect(page.getByTestId('save-result')).toBeDisabled();
  await expect(page.getByTestId('save-pending')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/save-pending-vi-390.png`, fullPage: true });

  await context.setOffline(false);
  await expect(page.getByTestId('save-result')).toHaveText(TEXT.vi.saved);
  await expect(page.getByTestId('open-saved')).toBeVisible();
  await expect(page.getByTestId('cut-off-badge')).toBeVisible();
  const history = await request.post('/api/crs/last-5-crs-results', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  const saved = (await history.json()).data;
  expect(saved).toHaveLength(1);
  expect(saved[0].result.grandtotal).toBe(EXPECTED);
  await context.close();
});

test('the app is installable: a valid manifest with its icons on every page, and a worker in control', async ({
  browser,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const app = await manifest.json();
  expect(app).toMatchObject({
    name: 'MapleBridge',
    lang: 'vi',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#c8102e',
  });
  expect(app.short_name).toMatch(/\S/);
  expect(app.description).toMatch(/điểm CRS/);
  expect(app.background_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ] as const) {
    const icon = app.icons.find(
      (candidate: { sizes: string; purpose: string }) =>
        candidate.sizes === `${size}x${size}` && candidate.purpose === purpose,
    );
    expect(icon, `a ${size}px ${purpose} icon`).toBeDefined();
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // The PNG's own width and height (its IHDR chunk) are what the manifest says.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
  }
  for (const pathname of ['/', '/crs-tool/quiz', '/news', '/some/unknown/page']) {
    const html = await (await request.get(pathname)).text();
    expect(html, pathname).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html, pathname).toContain('<meta name="theme-color" content="#c8102e"');
  }

  const context = await newOfflineContext(browser, 1440);
  const page = await context.newPage();
  await installApp(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are off the record, which Chromium names first; nothing else may stand in the way.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  await context.close();
});
