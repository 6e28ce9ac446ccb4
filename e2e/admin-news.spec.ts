import type { BrowserContext } from '@playwright/test';
import { AdminNewsPage } from './pages/admin-news.page.ts';
import { newMember, type Session, signIn } from './support/members.ts';
import { E2E_ADMIN } from './support/staff.ts';
import { expect, test } from './support/test.ts';

const ADMIN = { email: E2E_ADMIN.email, password: E2E_ADMIN.password };

/** The session as the web app keeps it (`auth-storage`), in place before the first page loads. */
async function restoreSession(context: BrowserContext, session: Session) {
  await context.addInitScript((state) => {
    localStorage.setItem('auth-storage', JSON.stringify({ state, version: 0 }));
  }, session);
}

test('an admin writes an article with a heading, a list, a link and an image and publishes it; a member finds it in the news and in the bell', async ({
  page,
  browser,
}) => {
  // A member who exists before the article is published: its notification is for them.
  const member = await newMember(page.request);
  const title = `Đợt mời tiếng Pháp ${Date.now()}`;

  await signIn(page, ADMIN, '/admin/news');
  const editor = new AdminNewsPage(page);
  await editor.openList();
  await editor.startArticle();
  await editor.fillDetails({
    title,
    summary: 'Điểm tối thiểu được mời giảm còn 379 điểm.',
    sourceUrl: 'https://www.canada.ca/en/immigration-refugees-citizenship.html',
    tag: 'draws',
  });
  await editor.body.click();
  await editor.typeInBody('Điểm tối thiểu được mời');
  await editor.applyTool('Tiêu đề mục (cấp 2)');
  await page.keyboard.press('Enter');
  await editor.typeInBody('Đợt mời này dành cho người nói tiếng Pháp.');
  await page.keyboard.press('Enter');
  await editor.applyTool('Danh sách dấu chấm');
  await editor.typeInBody('NCLC 7 ở cả bốn kỹ năng');
  await page.keyboard.press('Enter');
  await editor.typeInBody('Xem thêm tại ');
  await editor.insertLink('https://www.canada.ca/en/immigration-refugees-citizenship.html', 'IRCC');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await editor.insertImage('Lá phong đỏ');

  const { id, sentHtml } = await editor.saveDraft();
  expect(sentHtml).toContain('<h2>Điểm tối thiểu được mời</h2>');
  expect(sentHtml).toMatch(
    /<ul><li><p>NCLC 7 ở cả bốn kỹ năng<\/p><\/li><li><p>Xem thêm tại <a href="https:\/\/www\.canada\.ca\/[^"]+">IRCC<\/a><\/p><\/li><\/ul>/,
  );
  expect(sentHtml).toMatch(/<img src="\/api\/images\/[a-f0-9]{32}\.webp" alt="Lá phong đỏ">/);
  expect(sentHtml).not.toMatch(/class=|style=/);

  // The server's allow-list kept everything: it only opens outside links in a new tab, lazy-loads
  // images and writes them as `<img … />`.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.token,
  );
  const stored = await (
    await page.request.get(`/api/news/${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(stored.data.isPublished).toBe(false);
  expect(
    (stored.data.content as string)
      .replaceAll(' target="_blank" rel="noopener noreferrer"', '')
      .replaceAll(' loading="lazy" />', '>'),
  ).toBe(sentHtml);

  await editor.publish();

  const memberContext = await browser.newContext();
  await restoreSession(memberContext, { token: member.token, user: member.user });
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/news');
  await memberPage.getByLabel('Tìm kiếm').fill(title);
  // The search settles into the address; moving on before it does would race its navigation.
  await expect(memberPage).toHaveURL(/[?&]q=/);
  const card = memberPage.getByTestId('news-list').getByTestId('news-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Điểm tối thiểu được mời giảm còn 379 điểm.');

  await expect(memberPage.getByTestId('notification-badge')).toBeVisible();
  await memberPage.getByTestId('notification-bell').click();
  const notice = memberPage.getByTestId('notification-panel').getByRole('link', { name: new RegExp(title) });
  await expect(notice).toContainText(`Tin mới: ${title}`);
  await notice.click();
  await expect(memberPage).toHaveURL(new RegExp(`/news/${id}$`));
  const article = memberPage.getByTestId('news-detail');
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Điểm tối thiểu được mời' })).toBeVisible();
  // The article's own list, not the tag chips above it.
  const body = article.locator('.article-content');
  await expect(body.getByRole('listitem').first()).toHaveText('NCLC 7 ở cả bốn kỹ năng');
  await expect(body.getByRole('link', { name: 'IRCC' })).toHaveAttribute('target', '_blank');
  const image = body.getByRole('img', { name: 'Lá phong đỏ' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(24);
  await memberContext.close();
});
