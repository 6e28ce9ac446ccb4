import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatEvent, ChatRequest } from '@maplebridge/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadTestAssistant } from '#test/assistant.ts';
import { createChatService } from './chat.service.ts';

type Mode = 'stream' | 'json' | 'fail' | 'silent' | 'drop';

/** A stand-in for an OpenAI-compatible server, speaking the streaming chat-completions protocol. */
function startModelServer() {
  const received: { headers: http.IncomingHttpHeaders; body: JsonBody; path: string }[] = [];
  let mode: Mode = 'stream';
  const chunk = (content: string, finish: string | null = null) =>
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (part) => {
      raw += part;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(raw), path: request.url ?? '' });
      if (mode === 'silent') return;
      if (mode === 'fail') {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (mode === 'json') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'One answer [1].' } }] }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      // Parts split across writes, as real servers do.
      response.write(chunk('Express Entry ').slice(0, 20));
      response.write(chunk('Express Entry ').slice(20));
      response.write(chunk('ranks profiles [1].'));
      if (mode === 'drop') {
        setTimeout(() => response.destroy(), 50);
        return;
      }
      response.write(chunk('', 'stop'));
      response.end('data: [DONE]\n\n');
    });
  });
  return {
    received,
    setMode: (next: Mode) => {
      mode = next;
    },
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`),
        ),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the test reads what the model server received.
type JsonBody = any;

const { offline } = loadTestAssistant();

const collect = async (events: AsyncIterable<ChatEvent>) => {
  const all: ChatEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
};
const textOf = (events: ChatEvent[]) =>
  events.map((event) => (event.event === 'delta' ? event.data.text : '')).join('');
const ask = (content: string, history: ChatRequest['messages'] = []): ChatRequest => ({
  messages: [...history, { role: 'user', content }],
  language: 'en',
});

describe('the assistant with an OpenAI-compatible model', () => {
  const model = startModelServer();
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await model.listen();
  });
  afterAll(() => model.close());
  beforeEach(() => {
    model.setMode('stream');
    model.received.length = 0;
  });
  const service = (timeoutMs = 2_000) =>
    createChatService({ offline, model: { baseUrl, apiKey: 'sk-test-key', model: 'test-model', timeoutMs } });

  it('streams the model’s words, then the official sources it was given, and sends only masked personal data', async () => {
    const events = await collect(
      service().answer(
        ask('What is Express Entry? Write to me at an@example.com or 0901 234 567', [
          { role: 'user', content: 'Hi, my passport is C1234567' },
          { role: 'assistant', content: 'Hello!' },
        ]),
      ),
    );
    expect(textOf(events)).toBe('Express Entry ranks profiles [1].');
    const sources = events.find((event) => event.event === 'sources');
    expect(sources?.event === 'sources' && sources.data.sources.length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { provider: 'openai-compatible', language: 'en', grounded: true },
    });

    const [call] = model.received;
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe('Bearer sk-test-key');
    expect(call?.body).toMatchObject({ model: 'test-model', stream: true });
    const [system, ...rest] = (call?.body.messages ?? []) as { role: string; content: string }[];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/Answer in English/);
    expect(system?.content).toMatch(/cite them like \[1\]/);
    expect(system?.content).toMatch(/licensed immigration consultant \(RCIC\)/);
    expect(system?.content).toMatch(/\[1\] .+\(https:\/\/www\.canada\.ca\//);
    expect(rest).toEqual([
      { role: 'user', content: 'Hi, my passport is [passport]' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'What is Express Entry? Write to me at [email] or [phone]' },
    ]);
    expect(JSON.stringify(call?.body)).not.toMatch(/an@example\.com|C1234567|0901 234 567/);
  });

  it('gives the model the CRS engine’s estimate for a question with facts, so it never scores by itself', async () => {
    await collect(
      service().answer(ask("I am 29, single, IELTS 7.5, bachelor's, 3 years of work experience")),
    );
    expect(model.received[0]?.body.messages[0].content).toMatch(
      /MapleBridge CRS calculator[\s\S]*Your estimated CRS score: \d+/,
    );
  });

  it('reads a model that answers one JSON body instead of a stream', async () => {
    model.setMode('json');
    expect(textOf(await collect(service().answer(ask('What is Express Entry?'))))).toBe('One answer [1].');
  });

  it.each([
    ['fail', 'chat.providerFailed', 2_000],
    ['silent', 'chat.providerTimeout', 300],
  ] as const)(
    'answers a clear error and the offline answer when the model %s',
    async (mode, code, timeoutMs) => {
      model.setMode(mode);
      const events = await collect(service(timeoutMs).answer(ask('What is Express Entry?')));
      expect(events[0]).toMatchObject({ event: 'error', data: { code } });
      expect(textOf(events)).toContain("From the Government of Canada's official pages:");
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { provider: 'offline', grounded: true } });
    },
  );

  it('keeps what arrived when the model drops mid-answer, then adds the offline answer', async () => {
    model.setMode('drop');
    const events = await collect(service().answer(ask('What is Express Entry?')));
    const errorAt = events.findIndex((event) => event.event === 'error');
    expect(textOf(events.slice(0, errorAt))).toBe('Express Entry ranks profiles [1].');
    expect(events[errorAt]).toMatchObject({ data: { code: 'chat.providerFailed' } });
    expect(textOf(events.slice(errorAt))).toMatch(/^\n\n---\n\nFrom the Government/);
  });
});

describe('the offline assistant (the embedded default)', () => {
  it('answers in the language of the question whatever the UI language, with sources', async () => {
    const events = await collect(
      createChatService({ offline }).answer({
        messages: [{ role: 'user', content: 'Bài thi IELTS Academic có được chấp nhận không?' }],
        language: 'en',
      }),
    );
    expect(textOf(events)).toMatch(/^Theo các trang chính thức/);
    expect(events.filter((event) => event.event === 'delta').length).toBeGreaterThan(5);
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { provider: 'offline', language: 'vi', grounded: true },
    });
  });

  it("scores a follow-up from the person's earlier messages, not from the assistant's answers", async () => {
    const text = textOf(
      await collect(
        createChatService({ offline }).answer(
          ask('and with one more year of work in Canada?', [
            { role: 'user', content: "I'm 30, single, master's, CELPIP 9, 1 year of work in Canada" },
            { role: 'assistant', content: 'At 45 years old with IELTS 4 you would score 100.' },
          ]),
        ),
      ),
    );
    expect(text).toContain('age 30');
    expect(text).toContain('2 year(s) of skilled work in Canada');
    expect(text).toMatch(/Compared with the profile before \(\d+ points\): \+\d+ points/);
  });
});

describe('a paced offline answer', () => {
  it('arrives in parts over time and stops as soon as the reader goes away', async () => {
    const controller = new AbortController();
    const service = createChatService({ offline, paceMs: 20 });
    const events: ChatEvent[] = [];
    const started = performance.now();
    for await (const event of service.answer(ask('What is Express Entry?'), controller.signal)) {
      events.push(event);
      if (events.length === 3) controller.abort();
    }
    expect(events).toHaveLength(3);
    expect(events.every((event) => event.event === 'delta')).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
  });
});
