import { toSubmission } from '@maplebridge/crs';
import type { Locator, Page } from '@playwright/test';
import { ChatPage } from './pages/chat.page.ts';
import { type Language, startIn } from './support/a11y.ts';
import { EXAMPLE_ANSWERS } from './support/example-profile.ts';
import { expect, test } from './support/test.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** The sticky site header: 64 px and its 1 px border. */
const HEADER_HEIGHT = 65;

const TEXTS = {
  vi: {
    // A question whose grounded answer quotes several pages: longer than a phone's screen.
    longQuestion: 'Express Entry là gì và hoạt động thế nào?',
    resultQuestion: 'Với kết quả này tôi có cơ hội được mời không?',
    askLink: 'Hỏi trợ lý về kết quả này',
    chip: /^Đang hỏi về kết quả CRS của bạn \(\d+ điểm\)/,
  },
  en: {
    longQuestion: 'What is Express Entry and how does it work?',
    resultQuestion: 'With this result, do I have a chance of an invitation?',
    askLink: 'Ask the assistant about this result',
    chip: /^Asking about your CRS result \(\d+ points\)/,
  },
} as const;

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** The floating shortcut button is hidden, or sits clear of the question box. */
async function expectQuickActionsClearOf(page: Page, composer: Locator) {
  const toggle = page.getByTestId('quick-actions-toggle');
  if (!(await toggle.isVisible())) return;
  expect(overlaps(await boxOf(toggle), await boxOf(composer))).toBe(false);
}

/** A picture for the person checking the layout: `test-results/chat-phone/<name>.png`. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/chat-phone/${name}.png`, fullPage: false });

for (const language of ['vi', 'en'] as const satisfies Language[]) {
  const text = TEXTS[language];

  test(`on a phone the chat fills the screen, shows the start of a long answer and keeps the box clear (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await startIn(page, language);
    const chat = new ChatPage(page);
    await chat.goto();

    const column = await boxOf(chat.column);
    expect(column.y).toBeCloseTo(HEADER_HEIGHT, 0);
    expect(column.y + column.height).toBeCloseTo(PHONE.height, 0);
    await expectQuickActionsClearOf(page, chat.composer);

    await chat.ask(text.longQuestion);
    await chat.waitForAnswer();
    const list = await boxOf(chat.list);
    const question = await boxOf(chat.userMessages.last());
    const answer = await boxOf(chat.lastAnswer());
    // The question heads the list and the answer's first lines follow it, on screen.
    expect(question.y).toBeGreaterThanOrEqual(list.y - 1);
    expect(question.y).toBeLessThan(list.y + 40);
    expect(answer.y).toBeLessThan(list.y + list.height - 40);
    // The answer is longer than the list: it was not scrolled to its end.
    expect(answer.y + answer.height).toBeGreaterThan(list.y + list.height);

    const composer = await boxOf(chat.composer);
    expect(composer.y).toBeGreaterThan(list.y);
    expect(composer.y + composer.height).toBeLessThanOrEqual(PHONE.height + 1);
    await expect(chat.input).toBeInViewport();
    await expectQuickActionsClearOf(page, chat.composer);
    await screenshot(page, `chat-answer-390-${language}`);

    await page.setViewportSize(DESKTOP);
    const wide = await boxOf(chat.column);
    expect(wide.y + wide.height).toBeCloseTo(DESKTOP.height, 0);
    await expectQuickActionsClearOf(page, chat.composer);
    await screenshot(page, `chat-answer-1440-${language}`);
  });

  test(`"Ask about this result" opens the chat with the chip and sends the result with the question (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await startIn(page, language);
    await page.goto('/crs-tool/quiz');
    for (let sortOrder = 1; sortOrder <= 32; sortOrder++) {
      const value = EXAMPLE_ANSWERS[sortOrder];
      if (value !== undefined) await page.getByTestId(`question-${sortOrder}`).selectOption(value);
    }
    await page.getByTestId('quiz-submit').click();
    await expect(page).toHaveURL(/\/crs-tool\/result$/);
    const link = page.getByRole('link', { name: text.askLink });
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, `result-link-390-${language}`);
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `result-link-1440-${language}`);
    await page.setViewportSize(PHONE);

    await link.click();
    await expect(page).toHaveURL(/\/chat-ai$/);
    const chat = new ChatPage(page);
    await expect(chat.resultChip).toHaveText(text.chip);

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/chat'));
    await chat.ask(text.resultQuestion);
    const body = (await sent).postDataJSON() as { result?: unknown };
    expect(body.result).toEqual(toSubmission(EXAMPLE_ANSWERS));
    await chat.waitForAnswer();
    await expect(chat.input).toBeInViewport();
    await expectQuickActionsClearOf(page, chat.composer);
    await screenshot(page, `chat-chip-390-${language}`);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, `chat-chip-1440-${language}`);

    // Removing the chip stops sending the result.
    await chat.resultChip.getByRole('button').click();
    await expect(chat.resultChip).toHaveCount(0);
    const next = page.waitForRequest((request) => request.url().endsWith('/api/chat'));
    await chat.ask(text.resultQuestion);
    expect((await next).postDataJSON()).not.toHaveProperty('result');
    expect(page.url()).not.toContain('answer');
  });
}

test('on a phone the open menu drawer covers the floating shortcut button (vi)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await startIn(page, 'vi');
  await page.goto('/crs-tool');
  const toggle = page.getByTestId('quick-actions-toggle');
  await expect(toggle).toBeVisible();
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('drawer')).toBeVisible();
  // The button steps aside while the drawer is open (shell-polish.spec.ts): nothing of it is on top.
  await expect(toggle).toBeHidden();
});
