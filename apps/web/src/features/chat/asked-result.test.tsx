import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { type ApiCall, stubApi } from '#test/fake-api.ts';
import { sseEvent, sseResponse } from '#test/fake-sse.ts';
import { renderApp } from '#test/render-app.tsx';
import { chatDb } from './chat.db.ts';
import type { ChatPageState } from './chat-navigation.ts';
import { loadChatMarkdown } from './lazy-chat-markdown.ts';
import { CRS_SOURCE } from './test-support.ts';

const ANSWERS = [
  { name: 'maritalStatus', questionId: 1, answerValue: 'F' },
  { name: 'age', questionId: 4, answerValue: 'K' },
];
const CARRIED: ChatPageState = { result: { answers: ANSWERS, score: 480 } };

const answer = (text: string) =>
  sseResponse([
    sseEvent('delta', { text }),
    sseEvent('sources', { sources: [CRS_SOURCE] }),
    sseEvent('done', { provider: 'offline', language: 'vi', grounded: true }),
  ]);

function stubChat() {
  let index = 0;
  const calls = stubApi({ 'POST /api/chat': () => answer(`Trả lời ${++index}.`) });
  return () => calls.filter((call: ApiCall) => call.url.pathname === '/api/chat');
}

async function ask(question: string, reply: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('chat-input'), `${question}{Enter}`);
  await screen.findByText(reply);
}

beforeEach(async () => {
  HTMLElement.prototype.setPointerCapture ??= () => {};
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null });
  sessionStorage.clear();
  await chatDb.conversations.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

// The lazy Markdown renderer is compiled once before the tests: on a loaded machine its first import
// took longer than a findBy's second, and the first answer shown waited on it (a CI failure).
beforeAll(async () => {
  await loadChatMarkdown();
});

describe('/chat-ai asking about a CRS result', () => {
  it('shows the chip and sends the answers with every question until the chip is removed', async () => {
    const chatCalls = stubChat();
    const { router } = renderApp({ pathname: '/chat-ai', state: CARRIED });
    const chip = await screen.findByTestId('chat-result-chip');
    expect(chip).toHaveTextContent('Đang hỏi về kết quả CRS của bạn (480 điểm)');
    // The result left the history entry and never reached the address.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.search).toBe('');

    await ask('Tôi có cơ hội không?', 'Trả lời 1.');
    await ask('Còn nếu thêm một năm?', 'Trả lời 2.');
    expect(chatCalls().map((call) => (call.body as { result?: unknown }).result)).toEqual([ANSWERS, ANSWERS]);

    const user = userEvent.setup();
    await user.click(within(chip).getByRole('button', { name: 'Thôi hỏi về kết quả này' }));
    expect(screen.queryByTestId('chat-result-chip')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-input')).toHaveFocus();
    await ask('Và bây giờ?', 'Trả lời 3.');
    expect(chatCalls()[2]?.body).not.toHaveProperty('result');
  });

  it('keeps the result through a reload of the tab, and a new conversation drops it (en)', async () => {
    useSettingsStore.setState({ language: 'en' });
    const chatCalls = stubChat();
    const first = renderApp({ pathname: '/chat-ai', state: CARRIED });
    expect(await screen.findByTestId('chat-result-chip')).toHaveTextContent(
      'Asking about your CRS result (480 points)',
    );
    first.unmount();

    renderApp('/chat-ai');
    expect(await screen.findByTestId('chat-result-chip')).toBeInTheDocument();
    await ask('Do I have a chance?', 'Trả lời 1.');
    expect(chatCalls()[0]?.body).toMatchObject({ result: ANSWERS });

    const user = userEvent.setup();
    await user.click(screen.getByTestId('chat-refresh'));
    expect(screen.queryByTestId('chat-result-chip')).not.toBeInTheDocument();
    await ask('And now?', 'Trả lời 2.');
    expect(chatCalls()[1]?.body).not.toHaveProperty('result');
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a carried result that is not a list of quiz answers', async () => {
    const chatCalls = stubChat();
    renderApp({ pathname: '/chat-ai', state: { result: { answers: 'all of them', score: 480 } } });
    await ask('Xin chào', 'Trả lời 1.');
    expect(screen.queryByTestId('chat-result-chip')).not.toBeInTheDocument();
    expect(chatCalls()[0]?.body).not.toHaveProperty('result');
  });
});
