import { expect, test } from './support/test.ts';

test.describe('the app shell', () => {
  test('renders the home page in Vietnamese by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByTestId('home-title')).toContainText('Chào mừng');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Tin tức' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });

  test('switches to English and keeps it after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('lang-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('home-title')).toContainText('Welcome');
    await expect(page.getByTestId('lang-en')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('home-title')).toContainText('Welcome');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'News' })).toBeVisible();
  });

  test('shows the not-found page for an unknown path, with a way home', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    // Issue 24: a path no page shows answers 404, with the not-found page.
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toBeVisible();
    await notFound.getByRole('link', { name: /trang chủ/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-title')).toBeVisible();
  });

  test('registers every route of the spec', async ({ page }) => {
    for (const path of [
      '/crs-tool',
      '/crs-tool/quiz',
      '/crs-tool/more-information',
      '/news',
      '/chat-ai',
      '/contact',
      '/policy',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    }
  });

  test('sends a signed-out visitor from a member page to sign-in, remembering the page', async ({ page }) => {
    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fuser-profile$/);
  });

  test('runs under the strict Content-Security-Policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByTestId('home-title')).toBeVisible();
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('reports no CSP violation, not even a caught one, on the quiz and chat pages', async ({ page }) => {
    // Playwright injects this through the DevTools protocol, which the CSP does not restrict.
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.violatedDirective),
      );
    });
    for (const path of ['/crs-tool/quiz', '/chat-ai']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    }
  });

  test("gives each public page a title and description in the reader's language; ?lng=en opens English", async ({
    page,
  }) => {
    await page.goto('/crs-tool/quiz');
    await expect(page).toHaveTitle('Bài kiểm tra điểm CRS · MapleBridge');
    await page.goto('/news?lng=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Express Entry news · MapleBridge');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /rounds of invitations/,
    );
    await page.goto('/chat-ai');
    await expect(page).toHaveTitle('Chat with the AI assistant · MapleBridge');
  });

  test("sends each page's title and description in the reader's language before any script runs", async ({
    request,
  }) => {
    const english = await (await request.get('/chat-ai?lng=en')).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('<title>Chat with the AI assistant · MapleBridge</title>');
    expect(english).toMatch(/<meta name="description" content="Ask the AI assistant/);
    const vietnamese = await (await request.get('/news')).text();
    expect(vietnamese).toContain('<title>Tin tức Express Entry · MapleBridge</title>');
    // A page without its own: the site's, in English.
    const signIn = await (await request.get('/sign-in?lng=en')).text();
    expect(signIn).toContain('<title>MapleBridge</title>');
    expect(signIn).toMatch(/<meta name="description" content="MapleBridge: the CRS calculator/);
  });

  test('sends the small entry as the only script and lists the chunks it fetches after the first paint', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/chat-ai')).text();
    expect(html.match(/<script type="module"[^>]*src="([^"]+)"/g)).toHaveLength(1);
    // Nothing big is fetched before the page paints: only what the entry itself imports.
    expect(html).not.toMatch(/rel="modulepreload"[^>]*href="\/assets\/(app|locale|chat)/);
    const listed: string[] = JSON.parse(
      /<script type="application\/json" id="page-chunks">([^<]*)</.exec(html)?.[1] ?? '[]',
    );
    for (const chunk of [
      /^\/assets\/app-/,
      /^\/assets\/locale-vi-[\w-]{8}\.js$/,
      /^\/assets\/locale-vi-chat-/,
      /^\/assets\/chat\.page-/,
    ])
      expect(listed.some((file) => chunk.test(file))).toBe(true);

    await page.goto('/chat-ai');
    await expect(page.getByTestId('chat-input')).toBeEnabled();
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toEqual(expect.arrayContaining(listed));
  });

  test("names the tab after each page it moves to, the site's name after the page's", async ({ page }) => {
    await page.goto('/chat-ai?lng=en');
    await expect(page).toHaveTitle('Chat with the AI assistant · MapleBridge');
    await page.getByTestId('login-link').click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page).toHaveTitle('Sign in · MapleBridge');
  });

  test('tells crawlers which pages to leave out in robots.txt', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^Disallow: \/admin$/m);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('opens the drawer from the menu button and closes it by tapping the overlay', async ({ page }) => {
    await page.goto('/');
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeHidden();
    await page.getByTestId('menu-button').click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Tin tức' })).toBeVisible();
    await page.getByTestId('drawer-overlay').click({ position: { x: 350, y: 400 } });
    await expect(drawer).toBeHidden();
  });

  test('fits a 360 px screen without horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
