import { expect, type Locator, type Page } from '@playwright/test';
import { type Language, startIn } from '../support/a11y.ts';

/** What the quiz says, in each language, as a person reads it. */
export const QUIZ_TEXTS = {
  vi: {
    progressLabel: 'Tiến độ trả lời',
    count: (answered: number, shown: number) => `Đã trả lời ${answered}/${shown} câu`,
    missing: 'Bạn chưa trả lời câu này.',
    unanswered: (names: string) => `Bạn chưa trả lời: ${names}`,
    spouseTest: 'Bài thi ngôn ngữ của vợ/chồng',
    calculateError: 'Lỗi khi tính điểm CRS',
  },
  en: {
    progressLabel: 'Answer progress',
    count: (answered: number, shown: number) => `${answered} of ${shown} answered`,
    missing: 'Please answer this question.',
    unanswered: (names: string) => `Not answered yet: ${names}`,
    spouseTest: "Your spouse's language test",
    calculateError: 'Error while calculating the CRS score',
  },
} as const;

/** `/crs-tool/quiz`: its questions, the phone's sticky progress bar and the desktop side panel. */
export class QuizPage {
  readonly text: (typeof QUIZ_TEXTS)[Language];
  /** Below `lg`: stuck under the header. */
  readonly phoneBar: Locator;
  readonly phoneCount: Locator;
  readonly phoneScore: Locator;
  /** From `lg`: beside the questions. */
  readonly sidePanel: Locator;
  readonly sideCount: Locator;
  readonly unanswered: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {
    this.text = QUIZ_TEXTS[language];
    this.phoneBar = page.getByTestId('quiz-progress');
    this.phoneCount = page.getByTestId('quiz-progress-count');
    this.phoneScore = page.getByTestId('quiz-progress-score');
    this.sidePanel = page.getByTestId('running-score');
    this.sideCount = page.getByTestId('running-progress-count');
    this.unanswered = page.getByTestId('quiz-unanswered');
    this.submit = page.getByTestId('quiz-submit');
  }

  /** Opens a fresh quiz in this language. */
  async goto() {
    await startIn(this.page, this.language);
    await this.page.goto('/crs-tool/quiz');
    await expect(this.question(1)).toBeVisible();
  }

  question(sortOrder: number): Locator {
    return this.page.getByTestId(`question-${sortOrder}`);
  }

  async answer(sortOrder: number, value: string) {
    await this.question(sortOrder).selectOption(value);
  }

  /** The progress bar inside `where`, by its name. */
  progressIn(where: Locator): Locator {
    return where.getByRole('progressbar', { name: this.text.progressLabel });
  }

  /** A progress bar showing `answered` of `shown`, read and seen. */
  async expectProgress(where: Locator, count: Locator, answered: number, shown: number) {
    await expect(count).toHaveText(this.text.count(answered, shown));
    const bar = this.progressIn(where);
    await expect(bar).toHaveAttribute('aria-valuenow', String(answered));
    await expect(bar).toHaveAttribute('aria-valuemax', String(shown));
  }

  /** A picture for the person checking the layout: `test-results/quiz-polish/<name>.png`. */
  async screenshot(name: string) {
    await this.page.screenshot({ path: `test-results/quiz-polish/${name}.png`, fullPage: false });
  }
}
