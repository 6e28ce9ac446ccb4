import { expect, type Locator, type Page } from '@playwright/test';

/** The assistant at /chat-ai, driven through its `data-testid`s. */
export class ChatPage {
  readonly messages: Locator;
  readonly userMessages: Locator;
  readonly answers: Locator;
  readonly examples: Locator;
  readonly input: Locator;
  readonly submit: Locator;
  readonly stop: Locator;
  readonly clear: Locator;
  /** The page's column, its scrolling list of messages, and the question box at its foot. */
  readonly column: Locator;
  readonly list: Locator;
  readonly composer: Locator;
  /** "Asking about your CRS result": the result sent with each question. */
  readonly resultChip: Locator;

  constructor(readonly page: Page) {
    this.messages = page.getByTestId('chat-message');
    this.userMessages = page.locator('[data-testid="chat-message"][data-role="user"]');
    this.answers = page.locator('[data-testid="chat-message"][data-role="assistant"]');
    this.examples = page.getByTestId('chat-example-question');
    this.input = page.getByTestId('chat-input');
    this.submit = page.getByTestId('chat-submit');
    this.stop = page.getByTestId('chat-stop');
    this.clear = page.getByTestId('chat-clear');
    this.column = page.getByTestId('chat-page');
    this.list = page.getByTestId('chat-messages');
    this.composer = page.getByTestId('chat-composer');
    this.resultChip = page.getByTestId('chat-result-chip');
  }

  async goto() {
    await this.page.goto('/chat-ai');
    await expect(this.answers.first()).toBeVisible();
    // The answer's renderer loads beside the page: once it is here, a stream never waits for it, so
    // a test can stop an answer partway even on a busy machine.
    await this.page.waitForLoadState('networkidle');
  }

  /**
   * Answers then arrive as over a slow phone line (1 KB/s, through Chromium's own throttling), so an
   * answer streams for seconds: a test can stop it partway however busy the machine is.
   */
  async slowNetwork() {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 1024,
      uploadThroughput: -1,
    });
  }

  lastAnswer() {
    return this.answers.last();
  }

  sourceLinks(answer: Locator = this.lastAnswer()) {
    return answer.getByTestId('chat-source-link');
  }

  /** Types the question and presses Enter, as a reader would. */
  async ask(question: string) {
    await this.input.fill(question);
    await this.input.press('Enter');
  }

  /** The answer has finished streaming: Send is back and the answer has its actions. */
  async waitForAnswer() {
    await expect(this.submit).toBeVisible({ timeout: 30_000 });
    await expect(this.lastAnswer().getByTestId('chat-copy')).toBeVisible();
  }

  async clearConversation() {
    await this.clear.click();
    await this.page.getByTestId('chat-clear-button').click();
  }
}
