import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible, type Language } from './support/a11y.ts';
import { expect, test } from './support/test.ts';

/**
 * `/dev/ui`, the kit's catalogue, exists only in development builds: this suite starts Vite's dev
 * server (its /api proxied to the suite's server) and scans the catalogue with axe in both
 * languages, on a phone and a desktop; the production build answers the path with its not-found page.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const API = `http://127.0.0.1:${process.env.E2E_PORT ?? 4180}`;
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4181);
const DEV = `http://127.0.0.1:${DEV_PORT}`;

const TITLE: Record<Language, string> = { vi: 'Bộ giao diện', en: 'UI kit' };
const PARTS: Record<Language, string[]> = {
  vi: [
    'Nút',
    'Liên kết',
    'Đầu trang và tiêu đề mục',
    'Thẻ nội dung',
    'Thẻ chuyển',
    'Gợi ý và thông báo',
    'Nhãn',
    'Ô nhập',
    'Biểu mẫu',
    'Danh sách',
    'Ngữ cảnh đang hỏi',
    'Tiến độ',
    'Khung chờ',
    'Hộp thoại',
  ],
  en: [
    'Buttons',
    'Links',
    'Page headers and section titles',
    'Cards',
    'Tabs',
    'Hints and messages',
    'Badges',
    'Fields',
    'Forms',
    'Lists',
    'Context chips',
    'Progress',
    'Skeletons',
    'Dialogs',
  ],
};
const SAVE_RESULT: Record<Language, string> = { vi: 'Lưu kết quả', en: 'Save the result' };
const PREVIEW_TAB: Record<Language, string> = { vi: 'Xem trước', en: 'Preview' };
const OPEN_DIALOG: Record<Language, string> = { vi: 'Mở hộp thoại', en: 'Open a dialog' };
const OPEN_CONFIRM: Record<Language, string> = { vi: 'Mở xác nhận', en: 'Open a confirmation' };

let devServer: ChildProcess | undefined;

async function waitForDevServer(deadline: number) {
  while (Date.now() < deadline) {
    if (devServer?.exitCode !== null) throw new Error('Vite stopped before it answered.');
    const response = await fetch(`${DEV}/dev/ui`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Vite did not answer ${DEV} in time.`);
}

async function openCatalogue(page: Page, language: Language) {
  await page.goto(`${DEV}/dev/ui${language === 'en' ? '?lng=en' : ''}`);
  // The first visit has Vite compile every module the page needs: slow once.
  await expect(page.getByRole('heading', { level: 1, name: TITLE[language] })).toBeVisible({
    timeout: 60_000,
  });
}

test.describe('the UI kit catalogue', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    devServer = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/vite/bin/vite.js'),
        '--port',
        String(DEV_PORT),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      {
        cwd: path.join(ROOT, 'apps/web'),
        env: { ...process.env, API_PROXY_TARGET: API },
        stdio: 'ignore',
        detached: true,
      },
    );
    await waitForDevServer(Date.now() + 90_000);
    // Vite finds some dependencies only when a page asks for them and then reloads the page once:
    // a first visit settles that before anything is asserted.
    const page = await browser.newPage();
    await openCatalogue(page, 'vi');
    await page.waitForLoadState('networkidle');
    await page.close();
  });

  test.afterAll(() => {
    if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
  });

  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    for (const language of ['vi', 'en'] as const) {
      test(`shows every part and passes axe, with a dialog and a confirmation open too (${device}, ${language})`, async ({
        page,
      }) => {
        // Four axe scans of the whole kit on Vite's dev server: over a minute on CI's machine.
        test.slow();
        await page.setViewportSize(viewport);
        await openCatalogue(page, language);
        for (const part of PARTS[language]) {
          await expect(page.getByRole('region', { name: part })).toBeVisible();
        }
        await expectAccessible(page, `/dev/ui (${device})`, language);

        await page.getByRole('button', { name: SAVE_RESULT[language] }).focus();
        await expect(page.getByRole('tooltip')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('tooltip')).toBeHidden();
        await page.getByRole('tab', { selected: true }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('tab', { name: PREVIEW_TAB[language] })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(page.getByRole('tab', { name: PREVIEW_TAB[language] })).toBeFocused();
        await expectAccessible(page, `/dev/ui with the second tab (${device})`, language);

        const openDialog = page.getByRole('button', { name: OPEN_DIALOG[language] });
        await openDialog.click();
        await expect(page.getByTestId('catalogue-dialog')).toBeVisible();
        await expectAccessible(page, `/dev/ui with a dialog (${device})`, language);
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('catalogue-dialog')).toBeHidden();
        await expect(openDialog).toBeFocused();

        await page.getByRole('button', { name: OPEN_CONFIRM[language] }).click();
        await expect(page.getByTestId('catalogue-confirm-cancel')).toBeFocused();
        await expectAccessible(page, `/dev/ui with a confirmation (${device})`, language);
        await page.getByTestId('catalogue-confirm-cancel').click();
        await expect(page.getByTestId('catalogue-confirm-dialog')).toBeHidden();
      });
    }
  }
});

test('a production build has no catalogue: /dev/ui is the not-found page', async ({ page }) => {
  await page.goto('/dev/ui');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE.vi })).toHaveCount(0);
});
