import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatEvent, ChatRequest } from '@maplebridge/contracts';
import { scoreProfile } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastRounds, loadTestAssistant } from '#test/assistant.ts';
import { createChatService, MAX_TOOL_ROUNDS } from './chat.service.ts';
import { createModelTools } from './model-tools.ts';

type Mode = 'stream' | 'json' | 'fail' | 'silent' | 'drop';
/** How the stand-in answers one request: a mode, or a scripted reply written by the test. */
type Reply = Mode | ((body: JsonBody, response: http.ServerResponse) => void);

/** One event of a streamed completion. */
const sse = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** A stand-in for an OpenAI-compatible server, speaking the streaming chat-completions protocol. */
function startModelServer() {
  const received: { headers: http.IncomingHttpHeaders; body: JsonBody; path: string }[] = [];
  let mode: Reply = 'stream';
  let script: Reply[] = [];
  const chunk = (content: string, finish: string | null = null) => sse({ content }, finish);
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (part) => {
      raw += part;
    });
    request.on('end', () => {
      const body = JSON.parse(raw);
      received.push({ headers: request.headers, body, path: request.url ?? '' });
      const reply = script.shift() ?? mode;
      if (typeof reply === 'function') {
        reply(body, response);
        return;
      }
      if (reply === 'silent') return;
      if (reply === 'fail') {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (reply === 'json') {
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
      if (reply === 'drop') {
        setTimeout(() => response.destroy(), 50);
        return;
      }
      response.write(chunk('', 'stop'));
      response.end('data: [DONE]\n\n');
    });
  });
  return {
    received,
    setMode: (next: Reply) => {
      mode = next;
    },
    /** The replies to the next requests, in order; then the mode again. */
    script: (...replies: Reply[]) => {
      script = replies;
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

/**
 * A streamed request for tools as OpenAI sends it: each call's index, id and name first, then its
 * arguments in fragments of a few characters, each event split across two writes. `stall`: the
 * stream stops mid-arguments and stays open.
 */
const askForTools =
  (calls: { name: string; args: string }[], { stall = false } = {}) =>
  (_body: JsonBody, response: http.ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const write = (event: string) => {
      response.write(event.slice(0, 9));
      response.write(event.slice(9));
    };
    calls.forEach(({ name, args }, index) => {
      const id = `call_${index + 1}`;
      write(sse({ role: 'assistant', tool_calls: [{ index, id, type: 'function', function: { name } }] }));
      const fragments = args.match(/[\s\S]{1,7}/g) ?? [];
      for (const fragment of stall ? fragments.slice(0, 2) : fragments)
        write(sse({ tool_calls: [{ index, function: { arguments: fragment } }] }));
    });
    if (stall) return;
    write(sse({}, 'tool_calls'));
    response.end('data: [DONE]\n\n');
  };

// biome-ignore lint/suspicious/noExplicitAny: the test reads what the model server received.
type JsonBody = any;

const TODAY = '2026-09-01';
const { offline, knowledge, retriever } = loadTestAssistant();
const tools = createModelTools({
  retriever,
  documents: knowledge.documents,
  rounds: async () => lastRounds(TODAY),
  today: () => TODAY,
});

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
    model.script();
    model.received.length = 0;
  });
  const service = (timeoutMs = 2_000) =>
    createChatService({
      offline,
      tools,
      model: { baseUrl, apiKey: 'sk-test-key', model: 'test-model', timeoutMs },
    });

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

  describe('with tools', () => {
    /** The messages of the n-th request the stand-in received. */
    const sent = (index: number) => model.received[index]?.body.messages as JsonBody[];
    const toolMessages = (index: number) => sent(index).filter((message) => message.role === 'tool');
    const profileCall = { name: 'score_profile', args: JSON.stringify(MARRIED_APPLICANT) };

    it('runs score_profile on the server and sends the engine’s total back; the browser sees only the answer', async () => {
      model.script(askForTools([profileCall]), 'stream');
      const events = await collect(
        service().answer(ask('Score me: 29, married, IELTS 7/8/7/7… (an@example.com)')),
      );

      expect(events.map((event) => event.event)).toEqual(['delta', 'delta', 'sources', 'done']);
      expect(textOf(events)).toBe('Express Entry ranks profiles [1].');
      expect(events.at(-1)).toMatchObject({ data: { provider: 'openai-compatible' } });

      const [first, second] = model.received;
      expect(first?.body.tools.map((tool: JsonBody) => tool.function.name)).toEqual([
        'score_profile',
        'check_eligibility',
        'find_occupations',
        'recent_rounds',
        'search_knowledge',
      ]);
      expect(first?.body.messages[0].content).toMatch(/Never compute CRS points[\s\S]*score_profile/);
      // The call, put together from its pieces, goes back with the engine's result.
      expect(second?.body.messages.slice(-2)).toEqual([
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: profileCall.name, arguments: profileCall.args },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: expect.any(String) },
      ]);
      expect(JSON.stringify(second?.body)).not.toContain('an@example.com');
      const result = JSON.parse(toolMessages(1)[0].content);
      expect(result.grandtotal).toBe(scoreProfile(MARRIED_APPLICANT, { asOf: TODAY }).grandtotal);
      expect(result.lines.length).toBeGreaterThan(5);
    });

    it('reads the calls of a model that answers one JSON body', async () => {
      model.script((_body, response) => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [
              {
                message: {
                  role: 'assistant',
                  content: null,
                  tool_calls: [
                    {
                      id: 'x1',
                      type: 'function',
                      function: { name: 'find_occupations', arguments: '{"title":"welder"}' },
                    },
                  ],
                },
                finish_reason: 'tool_calls',
              },
            ],
          }),
        );
      }, 'json');
      const events = await collect(service().answer(ask('I am a welder, which NOC?')));
      expect(textOf(events)).toBe('One answer [1].');
      expect(toolMessages(1)).toEqual([
        { role: 'tool', tool_call_id: 'x1', content: expect.stringContaining('"code":"72106"') },
      ]);
    });

    it('answers an unknown tool and bad arguments with error results, and the conversation goes on', async () => {
      model.script(
        askForTools([
          { name: 'book_flight', args: '{"to":"YVR"}' },
          { name: 'score_profile', args: '{"age":"old"}' },
          { name: 'find_occupations', args: '{"title":' },
        ]),
        'stream',
      );
      const events = await collect(service().answer(ask('What is Express Entry?')));
      expect(events.some((event) => event.event === 'error')).toBe(false);
      expect(textOf(events)).toBe('Express Entry ranks profiles [1].');
      expect(sent(1).at(-4)?.tool_calls).toHaveLength(3);
      expect(
        toolMessages(1).map((message) => [message.tool_call_id, JSON.parse(message.content).error]),
      ).toEqual([
        ['call_1', 'unknownTool'],
        ['call_2', 'invalidArguments'],
        ['call_3', 'invalidArguments'],
      ]);
    });

    it(`stops a model that keeps asking for tools after ${MAX_TOOL_ROUNDS} rounds and asks it to answer`, async () => {
      const always = askForTools([{ name: 'recent_rounds', args: '{}' }]);
      model.setMode((body, response) => {
        if (body.tools) always(body, response);
        else {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          response.end(`${sse({ content: 'Done.' }, 'stop')}data: [DONE]\n\n`);
        }
      });
      const events = await collect(service().answer(ask('What were the latest cut-offs?')));
      expect(textOf(events)).toBe('Done.');
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { provider: 'openai-compatible' } });
      expect(model.received).toHaveLength(MAX_TOOL_ROUNDS + 1);
      expect(model.received.map((call) => Boolean(call.body.tools))).toEqual([true, true, true, true, false]);
      expect(toolMessages(MAX_TOOL_ROUNDS)).toHaveLength(MAX_TOOL_ROUNDS);
    });

    it('falls back to the offline answer when the model asks for tools it was not given', async () => {
      model.setMode(askForTools([{ name: 'recent_rounds', args: '{}' }]));
      const events = await collect(service().answer(ask('What is Express Entry?')));
      expect(model.received).toHaveLength(MAX_TOOL_ROUNDS + 1);
      expect(events[0]).toMatchObject({ event: 'error', data: { code: 'chat.providerFailed' } });
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { provider: 'offline' } });
    });

    it.each([
      [
        'stalls in the middle of a tool call',
        [askForTools([profileCall], { stall: true })],
        'chat.providerTimeout',
        1,
      ],
      [
        'answers 500 after a round of tools',
        [askForTools([profileCall]), 'fail' as const],
        'chat.providerFailed',
        2,
      ],
    ])(
      'answers a clear error and the offline answer when the model %s',
      async (_case, replies, code, requests) => {
        model.script(...replies);
        const events = await collect(service(300).answer(ask('What is Express Entry?')));
        expect(model.received).toHaveLength(requests);
        expect(events[0]).toMatchObject({ event: 'error', data: { code } });
        expect(textOf(events)).toContain("From the Government of Canada's official pages:");
        expect(events.at(-1)).toMatchObject({ event: 'done', data: { provider: 'offline', grounded: true } });
      },
    );

    it('lists the pages search_knowledge returned among the sources', async () => {
      model.script(
        askForTools([{ name: 'search_knowledge', args: '{"query":"proof of settlement funds"}' }]),
        'stream',
      );
      const events = await collect(service().answer(ask('What is Express Entry?')));
      const urls = JSON.parse(toolMessages(1)[0].content).passages.map((passage: JsonBody) => passage.url);
      expect(urls.length).toBeGreaterThan(0);
      const sources = events.find((event) => event.event === 'sources');
      const listed = sources?.event === 'sources' ? sources.data.sources.map((source) => source.url) : [];
      expect(listed).toEqual(expect.arrayContaining(urls));
      expect(listed.some((url) => /funds/.test(url))).toBe(true);
    });
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
