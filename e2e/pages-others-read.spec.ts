import { publishArticle } from './support/articles.ts';
import { expect, test } from './support/test.ts';

/** Issue 24, "Pages others can read": 404s with the not-found page, an article's head tags, the sitemap. */

test('an unknown path answers 404 and shows the not-found page (vi)', async ({ page }) => {
  const response = await page.goto('/khong-co/trang-nay');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('data-testid="not-found"');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test("the console's pages are the app's, not the not-found page, and an unknown one is still a 404", async ({
  request,
}) => {
  // The browser learns the console's routes on its first visit to /admin; the server knows them all.
  for (const path of ['/admin', '/admin/draws', '/admin/news/1']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain('data-testid="not-found"');
  }
  expect((await request.get('/admin/khong-co')).status()).toBe(404);
});

test('an unknown article answers 404 and says it does not exist (en)', async ({ page }) => {
  const response = await page.goto('/news/00000000-0000-4000-8000-000000000000?lng=en');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('Page not found');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This article does not exist or is no longer published.' }),
  ).toBeVisible();
});

test('a published article carries its own title, canonical address, Open Graph and JSON-LD, and the sitemap lists it', async ({
  page,
  baseURL,
}) => {
  const title = `Express Entry "draw" <CEC> & more ${Date.now()}`;
  const id = await publishArticle(page.request, title, 'What a shared link of this article shows.');
  const url = `${baseURL}/news/${id}`;

  const response = await page.goto(`/news/${id}?lng=en`);
  expect(response?.status()).toBe(200);
  // Read by the browser's own parser: every text arrives whole, nothing broke out of its tag.
  const head = page.locator('head');
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${url}?lng=en`);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}/content/news/draws.svg`,
  );
  await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${url}?lng=en`);
  await expect(head.locator('link[hreflang="vi"]')).toHaveAttribute('href', `${url}`);
  await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute('href', url);
  const jsonLd = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: title, inLanguage: 'en' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · MapleBridge`);

  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${url}</loc>`);
  expect(xml).toContain(`<loc>${url}?lng=en</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/crs-tool/quiz</loc>`);
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
