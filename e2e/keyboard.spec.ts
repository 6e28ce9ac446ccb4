import { scoreProfile, toSubmission } from '@maplebridge/crs';
import type { Page } from '@playwright/test';
import { PNG_FIXTURE } from './pages/admin-news.page.ts';
import { ChatPage } from './pages/chat.page.ts';
import { Keyboard } from './pages/keyboard.page.ts';
import { test as base } from './support/a11y.ts';
import { EXAMPLE_ANSWERS, EXAMPLE_PROFILE } from './support/example-profile.ts';
import { codeMailedTo, newMember, registerMember, type Session, signedInAs } from './support/members.ts';
import { expect } from './support/test.ts';

/** A member with a saved result, made once per worker (sign-ins are rate-limited for the run). */
const test = base.extend<object, { member: Session }>({
  member: [
    async ({ api }, use) => {
      const member = await newMember(api);
      const saved = await api.post('/api/crs/save-crs-result', {
        headers: { authorization: `Bearer ${member.token}` },
        data: { crsResultDetailDTO: toSubmission(EXAMPLE_ANSWERS) },
      });
      expect(saved.status()).toBe(200);
      await use(member);
    },
    { scope: 'worker' },
  ],
});

// Every journey opens its own pages: spread them over both workers. No mouse click anywhere.
test.describe.configure({ mode: 'parallel' });

test('the CRS quiz is answered to a result with Tab and the arrow keys, then Enter', async ({ page }) => {
  const keyboard = new Keyboard(page);
  await page.goto('/crs-tool/quiz');
  await expect(page.getByTestId('question-1')).toBeVisible();

  for (let sortOrder = 1; sortOrder <= 32; sortOrder++) {
    const value = EXAMPLE_ANSWERS[sortOrder];
    if (value === undefined) continue;
    const select = page.getByTestId(`question-${sortOrder}`);
    await keyboard.tabTo(select);
    if (sortOrder === 1) await keyboard.expectFocusVisible();
    await keyboard.choose(select, value);
  }
  await expect(page.getByTestId('running-score')).toContainText(
    String(scoreProfile(EXAMPLE_PROFILE).grandtotal),
  );
  await keyboard.tabTo(page.getByTestId('quiz-submit'));
  await keyboard.expectFocusVisible();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/crs-tool\/result$/);
  await expect(page.getByTestId('grand-total')).toHaveText(String(scoreProfile(EXAMPLE_PROFILE).grandtotal));
  const details = page.getByRole('button', { name: 'Chi tiết bài kiểm tra CRS' });
  await keyboard.tabTo(details);
  await page.keyboard.press('Space');
  await expect(details).toHaveAttribute('aria-expanded', 'true');
});

test('an unfinished quiz sent with Enter takes the keyboard to the first question left', async ({ page }) => {
  const keyboard = new Keyboard(page);
  await page.goto('/crs-tool/quiz');
  await keyboard.tabTo(page.getByTestId('question-1'));
  await keyboard.choose(page.getByTestId('question-1'), EXAMPLE_ANSWERS[1] as string);
  await keyboard.tabTo(page.getByTestId('quiz-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('question-2')).toBeFocused();
  await expect(page).toHaveURL(/\/crs-tool\/quiz$/);
});

test('the assistant: ask with Enter, stop with the keyboard, clear after Escape and confirm', async ({
  page,
}) => {
  const keyboard = new Keyboard(page);
  const chat = new ChatPage(page);
  await chat.goto();
  await keyboard.tabTo(chat.input);
  await keyboard.expectFocusVisible();
  await chat.slowNetwork();
  // A question whose grounded answer quotes several pages: it streams for seconds on a slow line.
  await page.keyboard.type('Express Entry là gì và hoạt động thế nào?');
  await page.keyboard.press('Enter');
  // Once the answer has begun, straight on to Stop (the next stop after the box, which keeps the
  // focus): a check in between, on a busy machine, could let the answer finish first.
  await expect(chat.lastAnswer().getByTestId('chat-message-content')).toContainText(
    'Theo các trang chính thức',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(chat.lastAnswer().getByTestId('chat-incomplete')).toBeVisible();
  // The button under the focus turns back into Send: the keyboard is not dropped on the page.
  await expect(chat.submit).toBeFocused();

  await keyboard.tabTo(chat.clear, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('chat-clear-dialog');
  await expect(page.getByTestId('chat-clear-cancel')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('chat-clear-button')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('chat-clear-cancel')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(chat.clear).toBeFocused();
  await expect(chat.messages).toHaveCount(3);

  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('chat-clear-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(chat.messages).toHaveCount(1);
  await expect(chat.input).toBeFocused();
});

test('a forgotten password: the e-mail, the four code boxes with Backspace and arrows, a new password', async ({
  page,
}) => {
  const keyboard = new Keyboard(page);
  const member = await registerMember(page.request);
  await page.goto('/forgot-password');
  await keyboard.tabTo(page.getByLabel('E-mail', { exact: true }));
  await page.keyboard.type(member.email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/otp-input$/);
  const code = await codeMailedTo(page.request, member.email, 2);
  const box = (index: number) => page.getByLabel(`Chữ số thứ ${index}`);

  await keyboard.tabTo(box(1));
  await keyboard.expectFocusVisible();
  await page.keyboard.type(code.slice(0, 2));
  await expect(box(3)).toBeFocused();
  // Backspace in an empty box clears the one before and goes back to it.
  await page.keyboard.press('Backspace');
  await expect(box(2)).toBeFocused();
  await expect(box(2)).toHaveValue('');
  await page.keyboard.type('9');
  await page.keyboard.type(code.slice(2));
  await expect(box(4)).toHaveValue(code[3] as string);
  // Back with the arrows to the wrong digit: it is selected, so typing replaces it.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(box(2)).toBeFocused();
  await page.keyboard.type(code[1] as string);
  await expect(box(3)).toBeFocused();
  for (const [index, digit] of [...code].entries()) await expect(box(index + 1)).toHaveValue(digit);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/reset-password$/);
  await keyboard.tabTo(page.getByLabel('Mật khẩu mới', { exact: true }));
  await page.keyboard.type('Reset2026@');
  // The field's own show-password toggle comes next, then the second field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Hiện mật khẩu' }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Nhập lại mật khẩu mới')).toBeFocused();
  await page.keyboard.type('Reset2026@');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-in$/);
  // The sign-in page follows whatever the outcome; the toast tells a new password was set.
  await expect(page.getByText('Đặt lại mật khẩu thành công.', { exact: false })).toBeVisible();
});

test('the home carousels move with their buttons; only the slide in view is in the tab order', async ({
  page,
}) => {
  const keyboard = new Keyboard(page);
  // Still carousels (as asked for by reduced motion): each move is the keyboard's.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  for (const testId of ['banner-carousel', 'recommended-carousel']) {
    const carousel = page.getByTestId(testId);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toBeVisible();
    const total = await slides.count();
    expect(total).toBeGreaterThan(1);
    const status = carousel.getByTestId('carousel-status');
    const at = (number: number) => new RegExp(`^Đang xem trang ${number} / ${total}: `);
    await expect(status).toHaveText(at(1));

    await keyboard.tabTo(carousel.getByTestId('carousel-next'));
    await keyboard.expectFocusVisible();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(at(2));
    await page.keyboard.press('Space');
    await expect(status).toHaveText(at(3 > total ? 1 : 3));
    await keyboard.tabTo(carousel.getByTestId('carousel-previous'), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(at(2));
    await expect(slides.nth(1)).not.toHaveAttribute('inert');
    await expect(slides.nth(0)).toHaveAttribute('inert');

    // Back from the controls, the first link reached is the one in the slide on view.
    await page.keyboard.press('Shift+Tab');
    const focusedSlide = await page.evaluate(
      () =>
        document.activeElement?.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label') ?? '',
    );
    expect(focusedSlide).toBe(`2 / ${total}`);
  }
});

/** The member signed in on `path`, and the keyboard to drive it with. */
async function memberOn(page: Page, member: Session, path: string) {
  await signedInAs(page, member);
  await page.goto(path);
  return new Keyboard(page);
}

test.describe('a member with the keyboard', () => {
  test('the avatar crop dialog: zoom, Tab kept inside, Escape and focus back, then use the picture', async ({
    page,
    member,
  }) => {
    const keyboard = await memberOn(page, member, '/user-profile');
    const edit = page.getByRole('button', { name: 'Chỉnh sửa' });
    await keyboard.tabTo(edit);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Họ và tên')).toBeFocused();

    const picker = page.getByLabel('Đổi ảnh đại diện');
    await keyboard.tabTo(picker, { backwards: true });
    await keyboard.expectFocusVisible();
    const dialog = page.getByRole('dialog', { name: 'Cắt ảnh đại diện' });
    const openCrop = async () => {
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(PNG_FIXTURE);
      await expect(dialog).toBeVisible();
    };
    await openCrop();
    const zoom = dialog.getByLabel('Thu phóng');
    await expect(zoom).toBeFocused();
    await keyboard.expectFocusVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(zoom).toHaveValue('1.22');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Hủy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Dùng ảnh này' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(zoom).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Dùng ảnh này' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(picker).toBeFocused();

    await openCrop();
    await keyboard.tabTo(dialog.getByRole('button', { name: 'Dùng ảnh này' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(picker).toBeFocused();
    await expect(page.getByRole('img', { name: 'Ảnh đại diện' })).toHaveAttribute('src', /^blob:/);
    await keyboard.tabTo(page.getByRole('button', { name: 'Lưu' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: 'Ảnh đại diện' })).toHaveAttribute(
      'src',
      /^\/api\/images\/[a-f0-9]{32}\.webp$/,
    );
    // Save gives way to Edit again, and the keyboard is on it.
    await expect(edit).toBeFocused();
  });

  test('the account menu and the bell open with Enter and close with Escape, back on their button', async ({
    page,
    member,
  }) => {
    const keyboard = await memberOn(page, member, '/');

    const menu = page.getByTestId('account-menu');
    await keyboard.tabTo(menu);
    await keyboard.expectFocusVisible();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Thông tin tài khoản' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    const bell = page.getByTestId('notification-bell');
    await page.keyboard.press('Shift+Tab');
    await expect(bell).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('notification-panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notification-panel')).toBeHidden();
    await expect(bell).toBeFocused();

    // The member's saved test, reached and opened from the home page's list.
    const details = page.getByTestId('history-card').getByRole('link', { name: 'Chi tiết' });
    await keyboard.tabTo(details, { max: 80 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/crs-tool\/result\/[0-9a-f-]{36}$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer keeps Tab inside, and Escape closes it with the focus back on the menu button', async ({
    page,
  }) => {
    const keyboard = new Keyboard(page);
    await page.goto('/');
    const menuButton = page.getByTestId('menu-button');
    await keyboard.tabTo(menuButton);
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    const close = drawer.getByRole('button', { name: 'Đóng menu' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByTestId('lang-en')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
