import { ChatPage } from './pages/chat.page.ts';
import { expect, test } from './support/test.ts';

const CANADA_CA = /^https:\/\/www\.canada\.ca\//;

test('a visitor asks in Vietnamese, sees a sourced answer, keeps it on reload, then clears it (vi)', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.goto();
  await expect(chat.answers.first()).toContainText('Xin chào! Mình là trợ lý AI của MapleBridge');
  await expect(chat.examples).toHaveCount(3);
  await expect(chat.clear).toBeDisabled();
  await expect(
    page.getByTestId('chat-disclaimer').getByRole('link', { name: 'Liên hệ MapleBridge' }),
  ).toHaveAttribute('href', '/contact');

  await chat.ask('Điểm CRS được tính như thế nào?');
  await expect(chat.userMessages.last()).toContainText('Điểm CRS được tính như thế nào?');
  await expect(chat.examples).toHaveCount(0);
  await chat.waitForAnswer();
  await expect(chat.lastAnswer().getByTestId('chat-message-content')).toContainText('CRS');
  const source = chat.sourceLinks().first();
  await expect(source).toHaveAttribute('href', CANADA_CA);
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(chat.input).toBeFocused();
  const answer = await chat.lastAnswer().getByTestId('chat-message-content').innerText();

  await page.reload();
  await expect(chat.messages).toHaveCount(3);
  await expect(chat.userMessages).toHaveText(['Bạn: Điểm CRS được tính như thế nào?']);
  await expect(chat.lastAnswer().getByTestId('chat-message-content')).toHaveText(answer);
  await expect(chat.sourceLinks().first()).toHaveAttribute('href', CANADA_CA);
  await expect(chat.examples).toHaveCount(0);

  await chat.clearConversation();
  await expect(chat.messages).toHaveCount(1);
  await expect(chat.answers.first()).toContainText('Xin chào!');
  await expect(chat.examples).toHaveCount(3);
  await expect(chat.clear).toBeDisabled();
  await page.reload();
  await expect(chat.messages).toHaveCount(1);
});

test('a visitor asks in English and gets an English answer with official sources (en)', async ({ page }) => {
  const chat = new ChatPage(page);
  await page.goto('/');
  await page.getByTestId('lang-en').click();
  await chat.goto();
  await expect(chat.answers.first()).toContainText("Hello! I am MapleBridge's AI assistant");
  await expect(chat.examples.first()).toHaveText('How is the CRS score calculated?');

  await chat.examples.first().click();
  await expect(chat.userMessages.last()).toContainText('How is the CRS score calculated?');
  await chat.waitForAnswer();
  await expect(chat.lastAnswer().getByTestId('chat-message-content')).toContainText(
    /CRS|Comprehensive Ranking System/,
  );
  await expect(chat.sourceLinks().first()).toHaveAttribute('href', CANADA_CA);
  await expect(chat.sourceLinks().first()).toHaveAttribute('target', '_blank');
});

test('the home teaser asks its question on the assistant page, once (vi)', async ({ page }) => {
  const chat = new ChatPage(page);
  await page.goto('/');
  const teaser = page.getByTestId('chat-teaser');
  await teaser.getByLabel('Câu hỏi của bạn').fill('Những bài thi ngôn ngữ nào được chấp nhận?');
  await teaser.getByTestId('chat-teaser-submit').click();

  await expect(page).toHaveURL(/\/chat-ai$/);
  await expect(chat.userMessages).toHaveText(['Bạn: Những bài thi ngôn ngữ nào được chấp nhận?']);
  await chat.waitForAnswer();
  await expect(chat.sourceLinks().first()).toHaveAttribute('href', CANADA_CA);

  await page.reload();
  await expect(chat.messages).toHaveCount(3);
  await expect(chat.userMessages).toHaveCount(1);
});

test('a visitor stops a long answer partway and keeps what arrived (vi)', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.slowNetwork();
  // A question whose grounded answer quotes several pages: it streams for seconds on a slow line.
  await chat.ask('Express Entry là gì và hoạt động thế nào?');
  await expect(chat.stop).toBeVisible();
  await expect(chat.lastAnswer().getByTestId('chat-message-content')).toContainText(
    'Theo các trang chính thức',
  );
  await chat.stop.click();

  await expect(chat.submit).toBeVisible();
  await expect(chat.lastAnswer().getByTestId('chat-incomplete')).toHaveText(
    'Câu trả lời đã dừng giữa chừng.',
  );
  // The disclaimer closes every full answer: a stopped one never got there.
  await expect(chat.lastAnswer().getByTestId('chat-message-content')).not.toContainText(
    'không phải tư vấn pháp lý',
  );
});
