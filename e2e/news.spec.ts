import type { Page } from '@playwright/test';
import { publishArticle } from './support/articles.ts';
import { verifiedMember } from './support/members.ts';
import { expect, test } from './support/test.ts';

const cards = (page: Page) => page.getByTestId('news-list').getByTestId('news-card');

test('a visitor reads news: infinite scroll, a tag, search with and without diacritics, an article (vi)', async ({
  page,
}) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Tất cả tin tức' })).toBeVisible();
  await expect(cards(page)).toHaveCount(8);
  await expect(page.getByTestId('save-toggle')).toHaveCount(0);

  await page.getByTestId('news-sentinel').scrollIntoViewIfNeeded();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(8);

  await page.getByTestId('tag-french').click();
  await expect(page).toHaveURL(/tags=\d+/);
  // The two French stories, each in Vietnamese only: their English versions are the same stories.
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toContainText(/French|tiếng Pháp|TEF/);
  await page.getByTestId('tag-none').click();

  // Six Vietnamese articles mention "đề cử tỉnh bang"; the one with it in its title comes first.
  await page.getByLabel('Tìm kiếm').fill('de cu tinh bang');
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first()).toContainText('Đề cử tỉnh bang: 600 điểm');
  await page.getByLabel('Tìm kiếm').fill('ĐỀ CỬ TỈNH BANG');
  await expect(page).toHaveURL(/q=%C4%90%E1%BB%80/);
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first()).toContainText('Đề cử tỉnh bang: 600 điểm');

  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Đề cử tỉnh bang');
  await expect(page.getByTestId('news-detail').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByTestId('related-news').getByTestId('news-card').first()).toBeVisible();
});

test('the first page of /news comes with the page; cards sit beside their image on a phone, under it on a desktop (vi, en)', async ({
  page,
}) => {
  const firstPageRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/news' && url.searchParams.get('PageNumber') === '1')
      firstPageRequests.push(url.search);
  });
  for (const [language, query, title] of [
    ['vi', '', 'Tất cả tin tức'],
    ['en', '?lng=en', 'All news'],
  ] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/news${query}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      const image = await cards(page).first().locator('img').boundingBox();
      if (width === 390) expect(image?.width).toBeLessThan(150);
      else expect(image?.width).toBeGreaterThan(250);
      await page.screenshot({ path: `test-results/news-list/${language}-${width}.png` });
    }
  }
  expect(firstPageRequests).toEqual([]);
});

test('the home page shows the latest news, the banner and the recommended carousel (vi)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('home-news').getByTestId('news-card')).toHaveCount(4);
  const banner = page.getByTestId('banner-carousel');
  await expect(banner.getByRole('link').first()).toHaveAttribute('target', '_blank');
  await banner.getByTestId('carousel-next').click();
  await expect(
    page
      .getByTestId('recommended-carousel')
      .getByRole('link', { name: /Đọc tiếp/ })
      .first(),
  ).toBeVisible();
});

test('a member saves an article, finds it under saved posts, and hears of a new article in the bell (en)', async ({
  page,
}) => {
  const member = await verifiedMember(page.request);
  await page.goto('/');
  await page.getByTestId('lang-en').click();
  await page.goto('/sign-in?redirectTo=%2Fnews');
  await page.getByLabel('E-mail or phone number').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);

  const first = cards(page).first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByTestId('save-toggle').click();
  await expect(page.getByText('Article saved')).toBeVisible();
  await expect(first.getByTestId('save-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('post-filter').selectOption({ label: 'Saved posts' });
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(title);

  const headline = `Express Entry update ${Date.now()}`;
  await publishArticle(page.request, headline);
  await page.reload();
  // Other specs publish articles while this one runs (news-twins.spec.ts): ours is among the unread.
  await expect(page.getByTestId('notification-badge')).toHaveText(/^[1-9]/);
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-panel')).toContainText(`New article: ${headline}`);
  await page.getByTestId('mark-all-read').click();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await page
    .getByTestId('notification-panel')
    .getByRole('link', { name: new RegExp(headline) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
});
