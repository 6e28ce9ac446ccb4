import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { type ApiCall, stubApi } from '#test/fake-api.ts';
import { manualSse, pendingManualSse, sseEvent, sseResponse } from '#test/fake-sse.ts';
import { TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { chatDb } from './chat.db.ts';
import { loadChatMarkdown } from './lazy-chat-markdown.ts';
import { CRS_SOURCE, chatRefusal, TOO_MANY_REQUESTS } from './test-support.ts';

const GREETING_VI = /Xin chào! Mình là trợ lý AI của MapleBridge/;
const GREETING_EN = /Hello! I am MapleBridge's AI assistant/;
const LANGUAGE_SOURCE = {
  title: 'Language test equivalency charts',
  url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/documents/language-requirements/test-equivalency-charts.html',
  reviewed: '2026-11-22',
};
const DONE = { provider: 'offline', language: 'vi', grounded: true };

/** A whole answer as the server streams it: its text in a few deltas, then sources and done. */
const answerEvents = (text: string, sources = [CRS_SOURCE]) => [
  ...text.split(/(?<= )/).map((part) => sseEvent('delta', { text: part })),
  sseEvent('sources', { sources }),
  sseEvent('done', DONE),
];

/** POST /api/chat answering `answer(call)` as a stream, every call recorded. */
function stubChat(answer: (call: ApiCall, index: number) => Response) {
  let index = 0;
  return stubApi({ 'POST /api/chat': (call: ApiCall) => answer(call, index++) });
}

/**
 * Waits until the text is shown. Not `expect(await findByText(…))`: an answer's element is replaced
 * when it stops streaming (plain text, then Markdown), so the element found may be gone a moment
 * later with the same text on screen (a CI failure under load).
 */
const shows = (text: string | RegExp) =>
  waitFor(() => expect(screen.getByText(text)).toBeInTheDocument(), { timeout: 5_000 });
const chatCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.pathname === '/api/chat');
const messages = () => screen.getAllByTestId('chat-message');
const assistantTexts = () =>
  messages()
    .filter((item) => item.dataset.role === 'assistant')
    .map((item) => item.textContent ?? '');

beforeEach(async () => {
  // sonner's toasts capture the pointer, which jsdom does not implement.
  HTMLElement.prototype.setPointerCapture ??= () => {};
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null });
  await chatDb.conversations.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a module-level store; without this they would show up in the next test.
  toast.dismiss();
});

// The lazy Markdown renderer is compiled once before the tests: on a loaded machine its first import
// took longer than a findBy's second, and the first answer shown waited on it (a CI failure).
beforeAll(async () => {
  await loadChatMarkdown();
});

describe('/chat-ai greeting and examples', () => {
  it('greets in Vietnamese and offers the three example questions in a 1/2/4-column grid', async () => {
    stubChat(() => sseResponse([]));
    renderApp('/chat-ai');
    await shows(GREETING_VI);
    expect(screen.getByRole('heading', { level: 1, name: 'Trò chuyện với AI' })).toBeInTheDocument();
    const examples = screen.getAllByTestId('chat-example-question');
    expect(examples.map((button) => button.textContent)).toEqual([
      'Điểm CRS được tính như thế nào?',
      'Những bài thi ngôn ngữ nào được chấp nhận cho Express Entry?',
      'Từ tháng 3/2025, điểm cho lời mời làm việc (job offer) đã thay đổi ra sao?',
    ]);
    expect(examples[0]?.closest('ul')).toHaveClass('grid-cols-1', 'md:grid-cols-2', 'lg:grid-cols-4');
    expect(screen.getByTestId('chat-clear')).toBeDisabled();
    expect(screen.getByLabelText('Câu hỏi của bạn')).toBeInTheDocument();
    expect(screen.getByTestId('chat-disclaimer')).toHaveTextContent('không phải tư vấn pháp lý');
    expect(
      within(screen.getByTestId('chat-disclaimer')).getByRole('link', { name: 'Liên hệ MapleBridge' }),
    ).toHaveAttribute('href', '/contact');
    // The greeting shows while the stored conversation is read; it is then saved.
    await vi.waitFor(async () => expect(await chatDb.conversations.count()).toBe(1));
  });

  it('greets in English when English is chosen', async () => {
    useSettingsStore.setState({ language: 'en' });
    stubChat(() => sseResponse([]));
    renderApp('/chat-ai');
    await shows(GREETING_EN);
    expect(screen.getAllByTestId('chat-example-question')[0]).toHaveTextContent(
      'How is the CRS score calculated?',
    );
    expect(screen.getByLabelText('Your question')).toBeInTheDocument();
    useSettingsStore.setState({ language: 'vi' });
  });

  it('asks an example question, then hides the examples', async () => {
    const user = userEvent.setup();
    const calls = stubChat(() => sseResponse(answerEvents('Điểm CRS gồm bốn phần.')));
    renderApp('/chat-ai');
    await user.click((await screen.findAllByTestId('chat-example-question'))[0] as HTMLElement);
    await shows('Điểm CRS gồm bốn phần.');
    expect(chatCalls(calls)[0]?.body).toEqual({
      messages: [{ role: 'user', content: 'Điểm CRS được tính như thế nào?' }],
      language: 'vi',
    });
    expect(screen.queryByTestId('chat-example-question')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-input')).toHaveFocus();
  });
});

describe('/chat-ai question box', () => {
  it('sends on Enter, breaks the line on Shift+Enter, then empties the box and keeps the focus', async () => {
    const user = userEvent.setup();
    const calls = stubChat(() => sseResponse(answerEvents('Được.')));
    renderApp('/chat-ai');
    const input = await screen.findByTestId('chat-input');
    await user.click(input);
    await user.type(input, 'Dòng một{Shift>}{Enter}{/Shift}Dòng hai');
    expect(input).toHaveValue('Dòng một\nDòng hai');
    expect(input).toHaveAttribute('rows', '2');
    expect(chatCalls(calls)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chatCalls(calls)).toHaveLength(1));
    expect(chatCalls(calls)[0]?.body).toMatchObject({
      messages: [{ role: 'user', content: 'Dòng một\nDòng hai' }],
    });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await shows('Được.');
  });

  it('grows with its lines up to eight, then scrolls', async () => {
    const user = userEvent.setup();
    stubChat(() => sseResponse([]));
    renderApp('/chat-ai');
    const input = await screen.findByTestId('chat-input');
    await user.click(input);
    await user.paste(Array.from({ length: 12 }, (_, line) => `dòng ${line}`).join('\n'));
    expect(input).toHaveAttribute('rows', '8');
    expect(input).toHaveClass('overflow-y-auto');
  });

  it('shows the spec texts for an empty and a 4,001-character question, and sends neither', async () => {
    const user = userEvent.setup();
    const calls = stubChat(() => sseResponse([]));
    renderApp('/chat-ai');
    const input = await screen.findByTestId('chat-input');
    await user.click(screen.getByTestId('chat-submit'));
    expect(screen.getByTestId('chat-input-error')).toHaveTextContent('Bạn hãy nhập câu hỏi trước khi gửi.');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, '   {Enter}');
    expect(screen.getByTestId('chat-input-error')).toHaveTextContent('Bạn hãy nhập câu hỏi trước khi gửi.');

    await user.clear(input);
    await user.paste('a'.repeat(4001));
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('4.001/4.000 ký tự');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chat-input-error')).toHaveTextContent('Câu hỏi chỉ được tối đa 4.000 ký tự.');
    expect(chatCalls(calls)).toHaveLength(0);

    await user.keyboard('{Backspace}');
    expect(screen.queryByTestId('chat-input-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('4.000/4.000 ký tự');
  });

  it('hides the counter far from the limit', async () => {
    const user = userEvent.setup();
    stubChat(() => sseResponse([]));
    renderApp('/chat-ai');
    await user.type(await screen.findByTestId('chat-input'), 'Ngắn thôi');
    expect(screen.queryByTestId('chat-counter')).not.toBeInTheDocument();
  });
});

describe('/chat-ai answers', () => {
  it('builds the answer from streamed deltas, renders Markdown safely and numbers the sources', async () => {
    const user = userEvent.setup();
    const stream = [
      sseEvent('delta', { text: 'Điểm **CRS** tối đa là 1.200. ' }),
      sseEvent('delta', { text: 'Xem [trang IRCC](https://www.canada.ca/crs).' }),
      sseEvent('delta', { text: '<img src=x onerror="alert(1)"><script>alert(2)</script>' }),
      sseEvent('delta', { text: ' [bad](javascript:alert(3))' }),
      sseEvent('sources', { sources: [CRS_SOURCE, LANGUAGE_SOURCE] }),
      sseEvent('done', DONE),
    ].join('');
    // Chunks cut inside events, as a network delivers them.
    const chunks = [stream.slice(0, 20), stream.slice(20, 95), stream.slice(95, 300), stream.slice(300)];
    stubChat(() => sseResponse(chunks));
    renderApp('/chat-ai');
    await user.type(await screen.findByTestId('chat-input'), 'Điểm CRS tối đa?{Enter}');

    const answer = await screen.findByText(/tối đa là 1\.200/);
    const bubble = answer.closest('li') as HTMLElement;
    expect(within(bubble).getByText('CRS').tagName).toBe('STRONG');
    const link = within(bubble).getByRole('link', { name: 'trang IRCC' });
    expect(link).toHaveAttribute('href', 'https://www.canada.ca/crs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bubble.querySelector('img, script')).toBeNull();
    expect(bubble.innerHTML).not.toMatch(/onerror|javascript:/);

    const sources = within(bubble).getByTestId('chat-sources');
    expect(sources.querySelector('ol')).toHaveClass('list-decimal');
    const sourceLinks = within(sources).getAllByTestId('chat-source-link');
    expect(sourceLinks.map((item) => item.getAttribute('href'))).toEqual([
      CRS_SOURCE.url,
      LANGUAGE_SOURCE.url,
    ]);
    expect(sourceLinks[0]).toHaveTextContent(CRS_SOURCE.title);
    for (const item of sourceLinks) {
      expect(item).toHaveAttribute('target', '_blank');
      expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(sources).toHaveTextContent('canada.ca · kiểm tra ngày 22/11/2026');
    await waitFor(() =>
      expect(screen.getByTestId('chat-announcement')).toHaveTextContent('Trợ lý đã trả lời: Điểm CRS tối đa'),
    );
  });

  it('shows the dots until the first words arrive, then streams the answer in', async () => {
    const user = userEvent.setup();
    const pending = pendingManualSse();
    stubChat((call) => pending.respond(call.signal));
    renderApp('/chat-ai');
    await user.type(await screen.findByTestId('chat-input'), 'Xin chào{Enter}');
    const stream = await pending.opened;
    const dots = await screen.findByTestId('chat-typing');
    expect(dots).toHaveAttribute('aria-live', 'polite');
    expect(dots).toHaveTextContent('Trợ lý đang soạn câu trả lời…');
    expect(dots.querySelector('[aria-hidden="true"]')).toHaveClass('motion-safe:animate-bounce');
    await act(async () => stream.send(sseEvent('delta', { text: 'Chào ' })));
    await shows('Chào');
    expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
    await act(async () => stream.send(sseEvent('delta', { text: 'bạn!' })));
    await shows('Chào bạn!');
    // Each token is not read aloud: the announcement comes once, at the end.
    expect(screen.getByTestId('chat-announcement')).toBeEmptyDOMElement();
    await act(async () => {
      stream.send(sseEvent('sources', { sources: [] }) + sseEvent('done', DONE));
      stream.close();
    });
    await waitFor(() => expect(screen.getByTestId('chat-announcement')).toHaveTextContent('Chào bạn!'));
    expect(screen.getByTestId('chat-submit')).toBeInTheDocument();
  });

  it('shows the notice of an error event on the answer and keeps the offline answer', async () => {
    const user = userEvent.setup();
    stubChat(() =>
      sseResponse([
        sseEvent('error', { code: 'chat.providerTimeout', message: 'The AI model timed out.' }),
        ...answerEvents('Câu trả lời từ kho kiến thức.'),
      ]),
    );
    renderApp('/chat-ai');
    await user.type(await screen.findByTestId('chat-input'), 'Điểm CRS?{Enter}');
    const notice = await screen.findByTestId('chat-notice');
    expect(notice).toHaveTextContent('Mô hình AI trả lời quá chậm.');
    const bubble = notice.closest('li') as HTMLElement;
    expect(bubble).toHaveTextContent('Câu trả lời từ kho kiến thức.');
    expect(within(bubble).getAllByTestId('chat-source-link')).toHaveLength(1);
    expect(screen.queryByText('Chưa gửi được câu hỏi')).not.toBeInTheDocument();
    const [stored] = await chatDb.conversations.where('role').equals('assistant').reverse().sortBy('id');
    expect(stored).toMatchObject({
      notice: 'chat.providerTimeout',
      content: 'Câu trả lời từ kho kiến thức.',
    });
  });

  it('stops the answer on Stop, keeping what arrived', async () => {
    const user = userEvent.setup();
    const pending = pendingManualSse();
    const calls = stubChat((call) => pending.respond(call.signal));
    renderApp('/chat-ai');
    await user.type(await screen.findByTestId('chat-input'), 'Kể dài nhé{Enter}');
    const stream = await pending.opened;
    await act(async () => stream.send(sseEvent('delta', { text: 'Phần đầu của câu trả lời' })));
    await shows('Phần đầu của câu trả lời');
    await user.click(screen.getByTestId('chat-stop'));
    expect(chatCalls(calls)[0]?.signal?.aborted).toBe(true);
    expect(await screen.findByTestId('chat-submit')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-stop')).not.toBeInTheDocument();
    expect(await screen.findByTestId('chat-incomplete')).toHaveTextContent('Câu trả lời đã dừng giữa chừng.');
    expect(screen.getByText('Phần đầu của câu trả lời')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await chatDb.conversations.toArray()).toMatchObject([
        { isGreeting: true },
        { role: 'user', content: 'Kể dài nhé' },
        { role: 'assistant', content: 'Phần đầu của câu trả lời', isIncomplete: true },
      ]),
    );
  });

  it('marks an answer whose stream ends without done as incomplete', async () => {
    const user = userEvent.setup();
    stubChat(() => sseResponse([sseEvent('delta', { text: 'Câu trả lời bị cắt' })]));
    renderApp('/chat-ai');
    await user.type(await screen.findByTestId('chat-input'), 'Hỏi{Enter}');
    expect(await screen.findByTestId('chat-incomplete')).toHaveTextContent('Câu trả lời đã dừng giữa chừng.');
    expect(screen.getByText('Câu trả lời bị cắt')).toBeInTheDocument();
  });

  it('puts the question back in the box when Stop comes before any answer', async () => {
    const user = userEvent.setup();
    stubChat((call) => manualSse(call.signal).response);
    renderApp('/chat-ai');
    const input = await screen.findByTestId('chat-input');
    await user.type(input, 'Câu hỏi chờ lâu{Enter}');
    await screen.findByTestId('chat-typing');
    await user.click(screen.getByTestId('chat-stop'));
    await waitFor(() => expect(input).toHaveValue('Câu hỏi chờ lâu'));
    expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
    await waitFor(() => expect(messages()).toHaveLength(1));
  });

  it('regenerates the last answer: asks the last question again and replaces the answer', async () => {
    const user = userEvent.setup();
    const calls = stubChat((_call, index) =>
      sseResponse(answerEvents(index === 0 ? 'Câu trả lời cũ.' : 'Câu trả lời mới.')),
    );
    renderApp('/chat-ai');
    await user.type(await screen.findByTestId('chat-input'), 'Điểm tiếng Pháp?{Enter}');
    await shows('Câu trả lời cũ.');
    await user.click(await screen.findByTestId('chat-regenerate'));
    await shows('Câu trả lời mới.');
    await waitFor(() => expect(screen.queryByText('Câu trả lời cũ.')).not.toBeInTheDocument());
    expect(chatCalls(calls)[1]?.body).toEqual({
      messages: [{ role: 'user', content: 'Điểm tiếng Pháp?' }],
      language: 'vi',
    });
    await waitFor(() => expect(messages()).toHaveLength(3));
    expect(assistantTexts()[1]).toContain('Câu trả lời mới.');
    const rows = await chatDb.conversations.toArray();
    expect(rows.map((row) => row.content)).toEqual([
      expect.stringMatching(GREETING_VI),
      'Điểm tiếng Pháp?',
      'Câu trả lời mới.',
    ]);
  });

  it('offers Regenerate on the last answer only, and Copy on every answer', async () => {
    const user = userEvent.setup();
    stubChat((_call, index) => sseResponse(answerEvents(`Trả lời số ${index + 1}.`)));
    renderApp('/chat-ai');
    const input = await screen.findByTestId('chat-input');
    await user.type(input, 'Một{Enter}');
    await screen.findByText('Trả lời số 1.');
    await user.type(input, 'Hai{Enter}');
    await screen.findByText('Trả lời số 2.');
    await waitFor(() => expect(screen.getAllByTestId('chat-copy')).toHaveLength(2));
    expect(screen.getAllByTestId('chat-regenerate')).toHaveLength(1);
    expect(screen.getByTestId('chat-regenerate').closest('li')).toHaveTextContent('Trả lời số 2.');

    await user.click(screen.getAllByTestId('chat-copy')[0] as HTMLElement);
    expect(await navigator.clipboard.readText()).toBe('Trả lời số 1.');
    await shows('Đã sao chép câu trả lời');
  });

  it('sends the earlier turns as history, without the greeting', async () => {
    const user = userEvent.setup();
    const calls = stubChat((_call, index) => sseResponse(answerEvents(`Trả lời ${index}.`)));
    renderApp('/chat-ai');
    const input = await screen.findByTestId('chat-input');
    await user.type(input, 'Câu một{Enter}');
    await screen.findByText('Trả lời 0.');
    await waitFor(() => expect(screen.getByTestId('chat-submit')).toBeInTheDocument());
    await user.type(input, 'Câu hai{Enter}');
    await screen.findByText('Trả lời 1.');
    expect(chatCalls(calls)[1]?.body).toEqual({
      messages: [
        { role: 'user', content: 'Câu một' },
        { role: 'assistant', content: 'Trả lời 0.' },
        { role: 'user', content: 'Câu hai' },
      ],
      language: 'vi',
    });
  });
});

describe('/chat-ai conversation', () => {
  it('enables Clear only with messages besides the greeting, asks first, then resets to the greeting', async () => {
    const user = userEvent.setup();
    stubChat(() => sseResponse(answerEvents('Có.')));
    renderApp('/chat-ai');
    const clear = await screen.findByTestId('chat-clear');
    expect(clear).toBeDisabled();
    await user.type(screen.getByTestId('chat-input'), 'Hỏi thử{Enter}');
    await screen.findByText('Có.');
    await waitFor(() => expect(clear).toBeEnabled());

    await user.click(clear);
    const dialog = screen.getByRole('alertdialog', { name: 'Xóa cuộc trò chuyện?' });
    expect(within(dialog).getByTestId('chat-clear-cancel')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(clear).toHaveFocus();
    expect(screen.getByText('Có.')).toBeInTheDocument();

    await user.click(clear);
    await user.click(screen.getByTestId('chat-clear-button'));
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(screen.getByText(GREETING_VI)).toBeInTheDocument();
    expect(screen.getAllByTestId('chat-example-question')).toHaveLength(3);
    expect(clear).toBeDisabled();
    expect(await chatDb.conversations.toArray()).toMatchObject([{ role: 'assistant', isGreeting: true }]);
  });

  it('starts a new conversation on refresh, with an undo', async () => {
    const user = userEvent.setup();
    stubChat(() => sseResponse(answerEvents('Giữ lại.')));
    renderApp('/chat-ai');
    await user.type(await screen.findByTestId('chat-input'), 'Hỏi{Enter}');
    await screen.findByText('Giữ lại.');
    await user.type(screen.getByTestId('chat-input'), 'Chưa gửi');
    await user.click(screen.getByTestId('chat-refresh'));
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(screen.getByTestId('chat-input')).toHaveValue('');
    await user.click(await screen.findByRole('button', { name: 'Hoàn tác' }));
    await shows('Giữ lại.');
  });

  it('keeps the conversation when the page is opened again', async () => {
    const user = userEvent.setup();
    stubChat(() => sseResponse(answerEvents('Vẫn còn đây.')));
    const first = renderApp('/chat-ai');
    await user.type(await screen.findByTestId('chat-input'), 'Còn nhớ không?{Enter}');
    await screen.findByText('Vẫn còn đây.');
    await waitFor(async () => expect(await chatDb.conversations.count()).toBe(3));
    first.unmount();

    renderApp('/chat-ai');
    await shows('Còn nhớ không?');
    expect(screen.getByText('Vẫn còn đây.')).toBeInTheDocument();
    expect(screen.getByText(GREETING_VI)).toBeInTheDocument();
    expect(screen.queryByTestId('chat-example-question')).not.toBeInTheDocument();
    expect(await chatDb.conversations.count()).toBe(3);
  });
});

describe('/chat-ai failures', () => {
  it('shows a toast for 429, ends the loading and leaves the question in the box', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/chat': TOO_MANY_REQUESTS });
    renderApp('/chat-ai');
    const input = await screen.findByTestId('chat-input');
    await user.type(input, 'Hỏi nhanh quá{Enter}');
    await shows('Chưa gửi được câu hỏi');
    expect(
      screen.getByText('Bạn thao tác quá nhanh, vui lòng chờ một chút rồi thử lại.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('Hỏi nhanh quá'));
    expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-stop')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-submit')).toBeInTheDocument();
    await waitFor(() => expect(messages()).toHaveLength(1));
  });

  it('shows a toast when the server cannot be reached, and the question can be sent again', async () => {
    const user = userEvent.setup();
    let isOnline = false;
    stubChat(() => {
      if (!isOnline) throw new TypeError('Failed to fetch');
      return sseResponse(answerEvents('Đã kết nối lại.'));
    });
    renderApp('/chat-ai');
    const input = await screen.findByTestId('chat-input');
    await user.type(input, 'Mất mạng?{Enter}');
    expect(
      await screen.findByText('Không kết nối được máy chủ, vui lòng kiểm tra mạng và thử lại.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('Mất mạng?'));
    isOnline = true;
    await user.click(screen.getByTestId('chat-submit'));
    await shows('Đã kết nối lại.');
  });

  it('shows the server’s question error under the box for a 400', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/chat': chatRefusal(400, 'Invalid request', {
        code: 'request.invalid',
        fields: [
          { field: 'body.messages.0.content', code: 'custom', message: 'ai-chatbox.question-required' },
        ],
      }),
    });
    renderApp('/chat-ai');
    await user.type(await screen.findByTestId('chat-input'), 'x{Enter}');
    expect(await screen.findByTestId('chat-input-error')).toHaveTextContent(
      'Bạn hãy nhập câu hỏi trước khi gửi.',
    );
    await shows('Chưa gửi được câu hỏi');
    expect(screen.getByTestId('chat-input')).toHaveValue('x');
  });

  it('sends the member’s token', async () => {
    useSessionStore.setState({ token: 'member-token', user: TEST_USER });
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notifications/user': { status: 200, message: 'OK', data: { items: [] }, actionName: null },
      'POST /api/chat': () => sseResponse(answerEvents('Chào thành viên.')),
    });
    renderApp('/chat-ai');
    await user.type(await screen.findByTestId('chat-input'), 'Chào{Enter}');
    await screen.findByText('Chào thành viên.');
    expect(chatCalls(calls)[0]?.headers.get('authorization')).toBe('Bearer member-token');
  });
});

describe('the home teaser', () => {
  it('carries its question to /chat-ai, which asks it once', async () => {
    const user = userEvent.setup();
    const calls = stubChat(() => sseResponse(answerEvents('Trả lời từ trang chủ.')));
    const { router } = renderApp('/');
    const teaser = await screen.findByTestId('chat-teaser');
    await user.type(within(teaser).getByLabelText('Câu hỏi của bạn'), 'Bài thi IELTS nào được chấp nhận?');
    await user.click(within(teaser).getByTestId('chat-teaser-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-ai'));
    await shows('Trả lời từ trang chủ.');
    expect(chatCalls(calls)).toHaveLength(1);
    expect(chatCalls(calls)[0]?.body).toMatchObject({
      messages: [{ role: 'user', content: 'Bài thi IELTS nào được chấp nhận?' }],
    });
    // The carried question is gone from the history entry, so a reload does not ask it again.
    expect(router.state.location.state).toBeNull();
    expect(screen.getByTestId('chat-input')).toHaveValue('');
  });
});
