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
  await expect(cards(page)).toHaveCount(4);
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

  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  const headline = `Express Entry update ${Date.now()}`;
  await publishArticle(page.request, headline);
  await page.reload();
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
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
