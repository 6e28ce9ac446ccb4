import { type QuizAnswers, quizState, scoreProfile } from '@maplebridge/crs';
import { QuizPage } from './pages/quiz.page.ts';
import { expectAccessible } from './support/a11y.ts';
import { EXAMPLE_ANSWERS, EXAMPLE_PROFILE } from './support/example-profile.ts';
import { expect, test } from './support/test.ts';

/** The example's answers in quiz order, the spouse's writing score (the last question) left out. */
const ORDERS = Object.keys(EXAMPLE_ANSWERS)
  .map(Number)
  .sort((a, b) => a - b);
const LAST = 32;
const NAME_OF_LAST = { vi: 'Viết (bài thi của vợ/chồng)', en: "Writing (spouse's test)" } as const;

/** Answered of shown, as the engine reveals the questions (every example answer is valid). */
function progressOf(answers: QuizAnswers) {
  const { visible } = quizState(answers);
  return { answered: visible.filter((order) => answers[order] !== undefined).length, shown: visible.length };
}

for (const language of ['vi', 'en'] as const) {
  test.describe(`on a phone (${language})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the sticky bar counts the answers shown; a send with one left marks it, focuses it and names it', async ({
      page,
    }) => {
      const quiz = new QuizPage(page, language);
      await quiz.goto();
      await expect(quiz.sidePanel).toBeHidden();
      await expect(quiz.phoneBar).toBeVisible();
      await quiz.expectProgress(quiz.phoneBar, quiz.phoneCount, 0, 1);
      await quiz.screenshot(`phone-start-${language}`);

      let answers: QuizAnswers = {};
      for (const order of ORDERS.filter((order) => order !== LAST)) {
        await quiz.answer(order, EXAMPLE_ANSWERS[order] as string);
        answers = { ...answers, [order]: EXAMPLE_ANSWERS[order] };
        const { answered, shown } = progressOf(answers);
        await quiz.expectProgress(quiz.phoneBar, quiz.phoneCount, answered, shown);
      }
      const spouseTest = page.getByRole('group', { name: quiz.text.spouseTest });
      await expect(spouseTest).toBeVisible();
      await spouseTest.evaluate((block) => block.scrollIntoView({ block: 'center' }));
      await quiz.screenshot(`phone-spouse-test-${language}`);
      await expect(quiz.phoneScore).toContainText('—');

      // Scrolled down to the send button, the bar stays under the header.
      await quiz.submit.scrollIntoViewIfNeeded();
      await expect(quiz.question(1)).not.toBeInViewport();
      const header = await page.getByTestId('site-header').boundingBox();
      const bar = await quiz.phoneBar.boundingBox();
      // (Within the header's 1 px bottom border, which the header draws over it.)
      expect(Math.abs((bar?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0)))).toBeLessThanOrEqual(1);

      await quiz.submit.click();
      const last = quiz.question(LAST);
      await expect(last).toBeFocused();
      await expect(last).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(quiz.text.missing)).toBeVisible();
      await expect(quiz.unanswered).toHaveText(quiz.text.unanswered(NAME_OF_LAST[language]));
      await expect(page.getByText(quiz.text.calculateError)).toHaveCount(0);
      await expect(page).toHaveURL(/\/crs-tool\/quiz$/);
      // The question it went to is in view, not under the sticky bar.
      const lastBox = await last.boundingBox();
      const barBox = await quiz.phoneBar.boundingBox();
      expect(lastBox?.y ?? 0).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0));
      expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(844);
      await quiz.screenshot(`phone-unanswered-${language}`);
      await expectAccessible(page, '/crs-tool/quiz on a phone, one question left', language);

      await quiz.answer(LAST, EXAMPLE_ANSWERS[LAST] as string);
      await expect(last).not.toHaveAttribute('aria-invalid');
      await expect(quiz.unanswered).toHaveCount(0);
      const { answered, shown } = progressOf(EXAMPLE_ANSWERS);
      await quiz.expectProgress(quiz.phoneBar, quiz.phoneCount, answered, shown);
      await expect(quiz.phoneScore).toContainText(String(scoreProfile(EXAMPLE_PROFILE).grandtotal));
      await quiz.screenshot(`phone-complete-${language}`);
    });

    test('a long answer wraps in its select instead of being cut', async ({ page }) => {
      const quiz = new QuizPage(page, language);
      await quiz.goto();
      await quiz.answer(1, 'A');
      await quiz.answer(4, 'M');
      // "Two-year program at a university, college, trade or technical school, or other institute"
      await quiz.answer(5, 'D');
      const education = quiz.question(5);
      const box = await education.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(60);
      expect(await education.evaluate((select) => select.scrollWidth <= select.clientWidth)).toBe(true);
      await education.evaluate((select) => select.scrollIntoView({ block: 'center' }));
      await quiz.screenshot(`phone-long-answer-${language}`);
      // Its list wraps the long answers too.
      await education.click();
      await expect(education.getByRole('option', { selected: true })).toBeVisible();
      await quiz.screenshot(`phone-long-answer-list-${language}`);
    });
  });

  test.describe(`on a desktop (${language})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('the side panel shows the progress with the score; no phone bar', async ({ page }) => {
      const quiz = new QuizPage(page, language);
      await quiz.goto();
      await expect(quiz.phoneBar).toBeHidden();
      await expect(quiz.sidePanel).toBeVisible();
      await quiz.expectProgress(quiz.sidePanel, quiz.sideCount, 0, 1);
      await quiz.answer(1, 'A');
      await quiz.expectProgress(quiz.sidePanel, quiz.sideCount, 1, 2);
      await quiz.answer(4, 'M');
      await quiz.expectProgress(quiz.sidePanel, quiz.sideCount, 2, 3);
      await quiz.screenshot(`desktop-${language}`);
    });
  });
}
