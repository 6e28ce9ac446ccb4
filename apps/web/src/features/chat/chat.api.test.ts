import type { ChatEvent } from '@maplebridge/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#shared/api/api-error.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { stubApi } from '#test/fake-api.ts';
import { sseEvent, sseResponse } from '#test/fake-sse.ts';
import { createChatEventParser, streamChat } from './chat.api.ts';
import type { ConversationMessage } from './chat.db.ts';
import { CRS_SOURCE, TOO_MANY_REQUESTS } from './test-support.ts';
import { toRequestMessages } from './use-chat.ts';

function parseAll(chunks: string[]) {
  const events: ChatEvent[] = [];
  const parser = createChatEventParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('createChatEventParser', () => {
  it('joins events cut across chunks, in the middle of a line or of the blank line', () => {
    const text = `${sseEvent('delta', { text: 'Điểm ' })}${sseEvent('delta', { text: 'CRS' })}${sseEvent(
      'sources',
      { sources: [CRS_SOURCE] },
    )}${sseEvent('done', { provider: 'offline', language: 'vi', grounded: true })}`;
    const cuts = [3, 17, 29, 30, 31, 60, 61, text.length - 1];
    const chunks = cuts.map((cut, index) => text.slice(cuts[index - 1] ?? 0, cut)).concat(text.slice(-1));
    expect(parseAll(chunks)).toEqual([
      { event: 'delta', data: { text: 'Điểm ' } },
      { event: 'delta', data: { text: 'CRS' } },
      { event: 'sources', data: { sources: [CRS_SOURCE] } },
      { event: 'done', data: { provider: 'offline', language: 'vi', grounded: true } },
    ]);
  });

  it('reads CRLF line ends, multi-line data and comments, and skips events outside the contract', () => {
    expect(
      parseAll([
        ': keep-alive\r\n\r\n',
        'event: ping\r\ndata: {}\r\n\r\n',
        'event: delta\r\ndata: {"text":\r\ndata: "a\\nb"}\r\n\r\n',
        'data: {"text":"no event name"}\n\n',
      ]),
    ).toEqual([{ event: 'delta', data: { text: 'a\nb' } }]);
  });

  it('takes a last event without its blank line when the stream ends', () => {
    expect(parseAll(['event: delta\ndata: {"text":"end"}'])).toEqual([
      { event: 'delta', data: { text: 'end' } },
    ]);
  });

  it('refuses an event whose data breaks the contract', () => {
    expect(() => parseAll([sseEvent('delta', { words: 'x' })])).toThrow(ApiError);
    expect(() => parseAll(['event: sources\ndata: not json\n\n'])).toThrow(ApiError);
  });
});

describe('streamChat', () => {
  beforeEach(() => useSessionStore.setState({ token: '', user: null }));
  afterEach(() => vi.unstubAllGlobals());

  it('posts the question and hands over each event; a member sends the bearer token', async () => {
    useSessionStore.setState({ token: 'member-token' });
    const calls = stubApi({
      'POST /api/chat': () => sseResponse([sseEvent('delta', { text: 'Hi' })]),
    });
    const onEvent = vi.fn();
    await streamChat({ messages: [{ role: 'user', content: 'Hello' }], language: 'en' }, { onEvent });
    expect(onEvent).toHaveBeenCalledWith({ event: 'delta', data: { text: 'Hi' } });
    expect(calls[0]?.body).toEqual({ messages: [{ role: 'user', content: 'Hello' }], language: 'en' });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer member-token');
    expect(calls[0]?.headers.get('accept')).toBe('text/event-stream');
  });

  it('sends no authorization header for a visitor', async () => {
    const calls = stubApi({ 'POST /api/chat': () => sseResponse([]) });
    await streamChat(
      { messages: [{ role: 'user', content: 'Hello' }], language: 'vi' },
      { onEvent: vi.fn() },
    );
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('throws the envelope of a refusal before streaming', async () => {
    stubApi({ 'POST /api/chat': TOO_MANY_REQUESTS });
    const error = await streamChat(
      { messages: [{ role: 'user', content: 'Hello' }], language: 'vi' },
      { onEvent: vi.fn() },
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'request.tooMany' });
  });

  it('calls an unreachable server a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(
      streamChat({ messages: [{ role: 'user', content: 'Hello' }], language: 'vi' }, { onEvent: vi.fn() }),
    ).rejects.toMatchObject({ code: 'network.unreachable' });
  });
});

describe('toRequestMessages', () => {
  it('sends the latest 20 earlier messages without the greeting, then the question', () => {
    const history: ConversationMessage[] = [
      { id: 1, role: 'assistant', content: 'Xin chào', isGreeting: true },
      ...Array.from({ length: 24 }, (_, index) => ({
        id: index + 2,
        role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: `message ${index}`,
        sources: [],
      })),
    ];
    const messages = toRequestMessages(history, 'Câu hỏi mới');
    expect(messages).toHaveLength(21);
    expect(messages[0]).toEqual({ role: 'user', content: 'message 4' });
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Câu hỏi mới' });
    expect(messages.some((message) => message.content === 'Xin chào')).toBe(false);
  });
});
