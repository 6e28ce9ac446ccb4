import type { APIRequestContext, Page } from '@playwright/test';
import { signedInAs } from './support/members.ts';
import { adminSessionOfRun } from './support/staff.ts';
import { expect, test } from './support/test.ts';

const FRENCH = {
  vi: 'Tiếng Pháp: tới 50 điểm cộng và các đợt mời riêng',
  en: 'French: up to 50 extra points and rounds of its own',
};
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const cards = (page: Page) => page.getByTestId('news-list').getByTestId('news-card');

/** Switches the site's language where a reader would: the header, or on a phone the menu. */
async function switchLanguage(page: Page, language: 'vi' | 'en') {
  const inHeader = page.getByTestId('site-header').getByTestId(`lang-${language}`);
  if (await inHeader.isVisible()) {
    await inHeader.click();
    return;
  }
  await page.getByTestId('menu-button').click();
  await page.getByTestId('drawer').getByTestId(`lang-${language}`).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('drawer')).toBeHidden();
}

/** An article staff publish through the API: its id. */
async function publish(request: APIRequestContext, token: string, title: string, language: 'vi' | 'en') {
  const created = await request.post('/api/admin/news', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      previewContent: `${title}.`,
      content: `<p>${title}</p>`,
      imageUrl: '/content/news/french.svg',
      author: 'MapleBridge',
      language,
      isPublished: true,
    },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).data.id as string;
}

for (const viewport of VIEWPORTS) {
  test.describe(`news twins on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('each list shows a story in the reader language; a lone article once, labelled', async ({
      page,
    }) => {
      const staff = await adminSessionOfRun(page.request);
      const lone = `Express Entry notice only in English ${viewport.name} ${Date.now()}`;
      await publish(page.request, staff.token, lone, 'en');

      await page.goto('/news');
      await page.getByTestId('tag-french').click();
      await expect(cards(page)).toHaveCount(2);
      await expect(cards(page).filter({ hasText: FRENCH.vi })).toHaveCount(1);
      await expect(cards(page).filter({ hasText: FRENCH.en })).toHaveCount(0);
      await expect(cards(page).getByTestId('news-language')).toHaveCount(0);

      await switchLanguage(page, 'en');
      await expect(cards(page).filter({ hasText: FRENCH.en })).toHaveCount(1);
      await expect(cards(page).filter({ hasText: FRENCH.vi })).toHaveCount(0);
      await expect(cards(page)).toHaveCount(2);
      await expect(cards(page).getByTestId('news-language')).toHaveCount(0);

      // An article written only in English is in the Vietnamese list too, once, saying so.
      await switchLanguage(page, 'vi');
      await page.getByTestId('tag-none').click();
      await page.getByLabel('Tìm kiếm').fill(lone);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText(lone);
      await expect(cards(page).first().getByTestId('news-language')).toHaveText('English');
    });

    test('the article offers its translation, and a language switch goes to it', async ({ page }) => {
      await page.goto('/news');
      await page.getByTestId('tag-french').click();
      await cards(page).filter({ hasText: FRENCH.vi }).getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH.vi);
      const vietnameseUrl = page.url();
      await expect(page.getByTestId('related-news')).toBeVisible();
      await expect(page.getByTestId('related-news').getByText(FRENCH.en)).toHaveCount(0);

      const toEnglish = page.getByTestId('news-twin-link');
      await expect(toEnglish).toHaveText('Read in English');
      await toEnglish.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH.en);
      await expect(page.getByTestId('news-twin-link')).toHaveText('Đọc bằng tiếng Việt');
      await page.getByTestId('news-twin-link').click();
      await expect(page).toHaveURL(vietnameseUrl);

      await switchLanguage(page, 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH.en);
      await expect(page.getByTestId('news-twin-link')).toHaveText('Đọc bằng tiếng Việt');
    });

    test('staff link two articles in the editor; readers then see one story', async ({ page }) => {
      const staff = await adminSessionOfRun(page.request);
      const stamp = `${viewport.name}${Date.now()}`;
      const vietnamese = await publish(page.request, staff.token, `Lịch thi IELTS ${stamp}`, 'vi');
      const english = await publish(page.request, staff.token, `IELTS test dates ${stamp}`, 'en');
      await page.goto(`/news?q=${stamp}`);
      await expect(cards(page)).toHaveCount(2);

      await signedInAs(page, staff);
      await page.goto(`/admin/news/${vietnamese}`);
      const picker = page.getByTestId('twin-picker');
      await expect(picker.getByTestId('twin-current')).toHaveText('Chưa liên kết bản dịch nào.');
      await picker.getByLabel('Tìm bản dịch theo tiêu đề (Tiếng Anh)').fill(stamp);
      await picker.getByRole('radio', { name: new RegExp(`IELTS test dates ${stamp}`) }).check();
      await expect(picker.getByTestId('twin-current')).toContainText(`IELTS test dates ${stamp}`);
      await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
      await expect(page.getByText('Đã lưu bài viết')).toBeVisible();

      await page.goto(`/news?q=${stamp}`);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText(`Lịch thi IELTS ${stamp}`);
      await page.goto(`/news/${vietnamese}`);
      await page.getByTestId('news-twin-link').click();
      await expect(page).toHaveURL(new RegExp(`/news/${english}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`IELTS test dates ${stamp}`);
    });
  });
}
