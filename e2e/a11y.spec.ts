import { toSubmission } from '@maplebridge/crs';
import type { Locator, Page } from '@playwright/test';
import { PNG_FIXTURE } from './pages/admin-news.page.ts';
import { ChatPage } from './pages/chat.page.ts';
import { test as base, expectAccessible, type Language, startIn } from './support/a11y.ts';
import { openScoredResult } from './support/crs-result.ts';
import { EXAMPLE_ANSWERS } from './support/example-profile.ts';
import { newMember, type Session, sessionOf, signedInAs } from './support/members.ts';
import { expect } from './support/test.ts';

const TEXT = {
  vi: {
    details: 'Chi tiết bài kiểm tra CRS',
    signUp: 'Đăng ký',
    sendMessage: 'Gửi tin nhắn',
    edit: 'Chỉnh sửa',
    changeAvatar: 'Đổi ảnh đại diện',
    question: 'Điểm CRS được tính như thế nào?',
    link: 'Liên kết',
    closeToast: 'Đóng thông báo',
    loginToSave: 'Bạn cần đăng nhập để lưu kết quả.',
    savedToast: 'Lưu thành công',
    notification: 'Đợt mời mới đã có kết quả',
  },
  en: {
    details: 'CRS test details',
    signUp: 'Sign up',
    sendMessage: 'Send message',
    edit: 'Edit',
    changeAvatar: 'Change picture',
    question: 'How is the CRS score calculated?',
    link: 'Link',
    closeToast: 'Close this message',
    loginToSave: 'Please sign in to save your result.',
    savedToast: 'Save succeeded',
    notification: 'A new round has results',
  },
} as const;

/** A member with a saved result and a notification, made once per worker for both languages. */
const test = base.extend<object, { member: Session & { resultId: string } }>({
  member: [
    async ({ api, adminSession }, use) => {
      const member = await newMember(api);
      const saved = await api.post('/api/crs/save-crs-result', {
        headers: { authorization: `Bearer ${member.token}` },
        data: { crsResultDetailDTO: toSubmission(EXAMPLE_ANSWERS) },
      });
      expect(saved.status()).toBe(200);
      const sent = await api.post('/api/admin/notifications', {
        headers: { authorization: `Bearer ${adminSession.token}` },
        data: {
          title_VN: TEXT.vi.notification,
          title_EN: TEXT.en.notification,
          messageContent_VN: 'Xem điểm tối thiểu của đợt mời mới nhất.',
          messageContent_EN: 'See the lowest score of the latest round.',
          userId: member.user.id,
        },
      });
      expect(sent.status()).toBe(200);
      await use({ ...member, resultId: (await saved.json()).data });
    },
    { scope: 'worker' },
  ],
});

// Each test opens its own pages: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

/**
 * Opens a page, waits until its heading is there and its data has arrived (`ready` shows, else the
 * network is quiet), then runs axe.
 */
async function scan(page: Page, path: string, language: Language, ready?: (page: Page) => Locator) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (ready) await expect(ready(page).first()).toBeVisible();
  else await page.waitForLoadState('networkidle');
  await expectAccessible(page, path, language);
}

/** /crs-tool/result as just scored, its cut-off badge shown. */
const openResult = (page: Page) => openScoredResult(page, 'cut-off-badge');

/** Waits for a toast and keeps it on screen (sonner pauses while the pointer is on it) for axe. */
async function holdToast(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await toast.hover();
  await expect(toast).toBeVisible();
}

/** Answers the quiz's questions up to `last` (those the answers before it make visible). */
async function answerQuiz(page: Page, last: number) {
  for (let sortOrder = 1; sortOrder <= last; sortOrder++) {
    const value = EXAMPLE_ANSWERS[sortOrder];
    if (value !== undefined) await page.getByTestId(`question-${sortOrder}`).selectOption(value);
  }
}

for (const language of ['vi', 'en'] as const) {
  test.describe(`a visitor's pages pass axe (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await startIn(page, language);
    });

    const pages: Array<[string, ((page: Page) => Locator)?]> = [
      ['/news', (page) => page.getByTestId('news-card')],
      ['/crs-tool', undefined],
      ['/crs-tool/more-information', undefined],
      ['/policy', undefined],
      ['/no/such/page', (page) => page.getByTestId('not-found')],
      ['/sign-in', undefined],
      ['/forgot-password', undefined],
      ['/after-sign-up', undefined],
    ];
    for (const [path, ready] of pages)
      test(`${path}`, async ({ page }) => {
        await scan(page, path, language, ready);
      });

    test('/, with its shortcut menu open', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('banner-carousel')).toBeVisible();
      await expect(page.getByTestId('recommended-carousel')).toBeVisible();
      await expect(page.getByTestId('home-news').getByTestId('news-card')).toHaveCount(4);
      await page.getByTestId('quick-actions-toggle').click();
      await expect(page.getByTestId('quick-actions-toggle')).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page, '/ with the shortcut menu', language);
    });

    test('/news/:id, a demo article', async ({ page }) => {
      const news = await (
        await page.request.get('/api/news?PageNumber=1&PageSize=1&isPublished=true')
      ).json();
      await scan(page, `/news/${news.data.items[0].id}`, language, (page) =>
        page.getByTestId('related-news').getByTestId('news-card'),
      );
    });

    test('/contact, and its form with errors', async ({ page }) => {
      await scan(page, '/contact', language, (page) => page.getByTestId('office-map'));
      await page
        .getByTestId('support-form')
        .getByRole('button', { name: TEXT[language].sendMessage })
        .click();
      await expect(page.getByTestId('support-form').locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAccessible(page, '/contact with errors', language);
    });

    test('/sign-up, and its errors', async ({ page }) => {
      await scan(page, '/sign-up', language);
      await page.getByRole('button', { name: TEXT[language].signUp, exact: true }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, '/sign-up with errors', language);
    });

    test('the CRS quiz, empty and with the score blocks', async ({ page }) => {
      await scan(page, '/crs-tool/quiz', language, (page) => page.getByTestId('question-1'));
      await answerQuiz(page, 13);
      await expect(page.getByTestId('question-13')).toBeVisible();
      await expectAccessible(page, '/crs-tool/quiz with scores', language);
    });

    test("the quiz's result, its sign-in toast and its details open", async ({ page }) => {
      await openResult(page);
      // A visitor cannot save: the error toast says why, its close button named in this language.
      await page.getByTestId('save-result').click();
      await holdToast(page, TEXT[language].loginToSave);
      await expect(page.getByRole('button', { name: TEXT[language].closeToast })).toBeVisible();
      await expectAccessible(page, '/crs-tool/result with a toast', language);
      await page.getByRole('button', { name: TEXT[language].details }).click();
      await expect(page.getByRole('button', { name: TEXT[language].details })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expectAccessible(page, '/crs-tool/result with details', language);
    });

    test('the assistant, empty, after an answer and asking to clear', async ({ page }) => {
      const chat = new ChatPage(page);
      await chat.goto();
      await expect(chat.examples.first()).toBeVisible();
      await expectAccessible(page, '/chat-ai', language);
      await chat.ask(TEXT[language].question);
      await chat.waitForAnswer();
      await expectAccessible(page, '/chat-ai after an answer', language);
      await chat.clear.click();
      await expect(page.getByTestId('chat-clear-dialog')).toBeVisible();
      await expectAccessible(page, '/chat-ai clear dialog', language);
    });

    test('the recovery code and new password pages', async ({ page }) => {
      await startIn(page, language, 'someone@example.com');
      // The new password page needs the code's reset proof (kept for this tab by /otp-input).
      await page.addInitScript(() => sessionStorage.setItem('reset-token', 'p'.repeat(43)));
      await scan(page, '/otp-input', language, (page) => page.getByRole('textbox').nth(3));
      await page.getByRole('textbox').first().press('Enter');
      await expect(page.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, '/otp-input with errors', language);
      await scan(page, '/reset-password', language);
    });

    test('the code page of a member who has not verified the e-mail yet', async ({ page }) => {
      await signedInAs(page, await newMember(page.request, { isVerified: false }));
      await scan(page, '/otp-input-login-verified', language, (page) => page.getByRole('textbox').nth(3));
    });

    test('the profile with a new e-mail waiting for its code', async ({ page }) => {
      const member = await newMember(page.request);
      const { id, fullName, phoneNumber } = member.user as Record<string, string>;
      const asked = await page.request.put(`/api/users/${id}`, {
        data: { fullName, phoneNumber, email: `pending-${member.email}` },
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(asked.status()).toBe(200);
      await signedInAs(page, await sessionOf(page.request, member));
      await scan(page, '/user-profile', language, (page) => page.getByTestId('pending-email'));
    });

    test('on a phone, the page and the open drawer', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await scan(page, '/news', language, (page) => page.getByTestId('news-card'));
      await page.getByTestId('menu-button').click();
      await expect(page.getByTestId('drawer')).toBeVisible();
      await expectAccessible(page, 'the drawer', language);
    });
  });

  test.describe(`a member's pages pass axe (${language})`, () => {
    test.beforeEach(async ({ page, member }) => {
      await startIn(page, language);
      await signedInAs(page, member);
    });

    test('home with the test list and the bell open', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('history-card').first()).toBeVisible();
      await page.getByTestId('notification-bell').click();
      // Other tests may alert every member too: this one's own notification is there.
      await expect(
        page.getByTestId('notification-item').filter({ hasText: TEXT[language].notification }),
      ).toBeVisible();
      await expectAccessible(page, '/ with the notification panel', language);
    });

    test('home with the account menu open', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('history-card').first()).toBeVisible();
      await page.getByTestId('account-menu').click();
      await expect(page.getByTestId('account-menu')).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page, '/ with the account menu', language);
    });

    test("a member's quiz result, saved, with its toast", async ({ page }) => {
      await openResult(page);
      await page.getByTestId('save-result').click();
      await holdToast(page, TEXT[language].savedToast);
      await expect(page.getByTestId('save-result')).toBeDisabled();
      await expectAccessible(page, '/crs-tool/result saved', language);
    });

    test('a saved result and its edit page', async ({ page, member }) => {
      await scan(page, `/crs-tool/result/${member.resultId}`, language, (page) =>
        page.getByTestId('grand-total'),
      );
      await scan(page, `/crs-tool/result/edit/${member.resultId}`, language, (page) =>
        page.getByTestId('question-32'),
      );
    });

    test('the profile and the avatar crop dialog', async ({ page }) => {
      await scan(page, '/user-profile', language);
      await page.getByRole('button', { name: TEXT[language].edit }).click();
      await page.getByLabel(TEXT[language].changeAvatar).setInputFiles(PNG_FIXTURE);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'the avatar crop dialog', language);
    });

    test('the password page', async ({ page }) => {
      await scan(page, '/user-profile/change-password', language);
    });
  });

  test.describe(`the staff console passes axe (${language})`, () => {
    test.beforeAll(async ({ api, adminSession }) => {
      // The contact form allows ten messages an address a quarter-hour: send one only if none came yet.
      const messages = await api.get('/api/admin/contact-messages?status=all&PageNumber=1&PageSize=1', {
        headers: { authorization: `Bearer ${adminSession.token}` },
      });
      if ((await messages.json()).data.items.length > 0) return;
      const sent = await api.post('/api/contact-support', {
        data: { fullName: 'Phạm Quốc Bảo', email: 'bao@example.com', message: 'Tôi muốn hỏi về đợt mời.' },
      });
      expect(sent.status()).toBe(200);
    });

    test.beforeEach(async ({ page, adminSession }) => {
      await startIn(page, language);
      await signedInAs(page, adminSession);
    });

    test('/admin/news and its delete dialog', async ({ page }) => {
      await scan(page, '/admin/news', language, (page) => page.getByTestId('admin-news-row'));
      await page.getByTestId('admin-news-delete').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'the delete dialog', language);
    });

    test('/admin/news/new and its link dialog', async ({ page }) => {
      await scan(page, '/admin/news/new', language, (page) => page.getByTestId('article-body'));
      await page.getByRole('toolbar').getByRole('button', { name: TEXT[language].link, exact: true }).click();
      await expect(page.getByRole('dialog', { name: TEXT[language].link })).toBeVisible();
      await expectAccessible(page, 'the link dialog', language);
    });

    test('/admin/slides and its slide form', async ({ page }) => {
      await scan(page, '/admin/slides', language, (page) => page.getByTestId('slide-row'));
      await page.getByTestId('slide-add').click();
      await expect(page.getByTestId('slide-form')).toBeVisible();
      await expectAccessible(page, 'the slide form', language);
    });

    test('/admin/messages and a message', async ({ page }) => {
      await scan(page, '/admin/messages', language, (page) => page.getByTestId('message-row'));
      await page.getByTestId('open-message').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'a message', language);
    });

    const pages: Array<[string, ((page: Page) => Locator)?]> = [
      ['/admin/tags', (page) => page.getByTestId('tags-list').getByRole('row')],
      ['/admin/notifications', undefined],
      ['/admin/draws', undefined],
      ['/admin/members', (page) => page.getByTestId('member-row')],
      ['/admin/audit', undefined],
    ];
    for (const [path, ready] of pages)
      test(`${path}`, async ({ page }) => {
        await scan(page, path, language, ready);
      });
  });
}
