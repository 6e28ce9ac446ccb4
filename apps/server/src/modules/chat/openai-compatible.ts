import { EventSourceParserStream } from 'eventsource-parser/stream';

/** A message as chat-completions APIs take it. */
export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ModelSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The longest wait for the answer to start, and between two parts of it. */
  timeoutMs: number;
}

/** Why the model gave no (complete) answer; the code is what the browser is told. */
export class ProviderError extends Error {
  readonly code: 'chat.providerFailed' | 'chat.providerTimeout';

  constructor(code: 'chat.providerFailed' | 'chat.providerTimeout', message: string) {
    super(message);
    this.name = 'ProviderError';
    this.code = code;
  }
}

interface CompletionChunk {
  choices?: {
    delta?: { content?: string | null };
    message?: { content?: string | null };
    finish_reason?: string | null;
  }[];
}

const textOf = (chunk: CompletionChunk) =>
  chunk.choices?.[0]?.delta?.content ?? chunk.choices?.[0]?.message?.content ?? '';

/** One event's data as a completion chunk; `null` for `[DONE]`, the end of the stream. */
function toChunk(data: string): CompletionChunk | null {
  if (data.trim() === '[DONE]') return null;
  try {
    return JSON.parse(data) as CompletionChunk;
  } catch {
    throw new ProviderError('chat.providerFailed', 'The model sent a part that is not JSON');
  }
}

/**
 * Streams a chat completion from any OpenAI-compatible endpoint (OpenAI, Azure, Ollama, vLLM,
 * llama.cpp): `POST {baseUrl}/chat/completions` with `stream: true`, read as Server-Sent Events.
 * A server that ignores `stream` and answers one JSON body works too. Throws `ProviderError` on a
 * non-2xx answer, a broken stream, or a silence longer than `timeoutMs`.
 */
export async function* streamCompletion(
  settings: ModelSettings,
  messages: ModelMessage[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, settings.timeoutMs);
  };
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const fail = (error: unknown): never => {
    if (error instanceof ProviderError) throw error;
    if (timedOut)
      throw new ProviderError(
        'chat.providerTimeout',
        `No answer from the model within ${settings.timeoutMs} ms`,
      );
    if (signal?.aborted) throw error;
    throw new ProviderError(
      'chat.providerFailed',
      `The model could not be reached: ${(error as Error).message}`,
    );
  };

  arm();
  try {
    const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, stream: true, temperature: 0.2 }),
      signal: controller.signal,
    }).catch(fail);
    if (!response.ok || !response.body) {
      throw new ProviderError('chat.providerFailed', `The model answered HTTP ${response.status}`);
    }
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const text = textOf((await response.json().catch(fail)) as CompletionChunk);
      if (!text) throw new ProviderError('chat.providerFailed', 'The model answered without content');
      yield text;
      return;
    }
    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    let isDone = false;
    while (!isDone) {
      arm();
      const { value: event, done } = await events.read().catch(fail);
      if (done) break;
      const chunk = toChunk(event.data);
      const text = chunk ? textOf(chunk) : '';
      if (text) yield text;
      isDone = !chunk || Boolean(chunk.choices?.[0]?.finish_reason);
    }
    if (!isDone)
      throw new ProviderError('chat.providerFailed', 'The model stopped before the end of its answer');
    await events.cancel().catch(() => undefined);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
