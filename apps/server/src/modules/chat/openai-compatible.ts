import { EventSourceParserStream } from 'eventsource-parser/stream';

/** A tool call as chat-completions APIs send it, and take it back in the assistant's message. */
export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A tool as chat-completions APIs take it in `tools`: a function with JSON-schema parameters. */
export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** A message as chat-completions APIs take it. */
export type ModelMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** What one completion asks for: the conversation, and the tools the model may call (none: answer). */
export interface CompletionRequest {
  messages: ModelMessage[];
  tools?: readonly ToolDefinition[];
}

/** Words for the reader as they arrive; at the end of a turn, the tools the model asks for. */
export type CompletionPart = { text: string } | { toolCalls: ToolCall[] };

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

/** A piece of a tool call: a stream sends the id and name first, then the arguments in fragments. */
interface ToolCallPart {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: unknown };
}

interface CompletionChunk {
  choices?: {
    delta?: { content?: string | null; tool_calls?: ToolCallPart[] | null };
    message?: { content?: string | null; tool_calls?: ToolCallPart[] | null };
    finish_reason?: string | null;
  }[];
}

const textOf = (chunk: CompletionChunk) =>
  chunk.choices?.[0]?.delta?.content ?? chunk.choices?.[0]?.message?.content ?? '';

/** Some servers send the arguments as a JSON object rather than as JSON text. */
const argumentsText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);

/** Tool calls put together from their pieces, in the order of their index. */
function collectToolCalls() {
  const calls = new Map<number, ToolCall>();
  return {
    add(parts: ToolCallPart[] | null | undefined) {
      for (const part of parts ?? []) {
        // Some servers leave out the index: a piece with an id starts a call, one without continues it.
        const index = part.index ?? (part.id || calls.size === 0 ? calls.size : calls.size - 1);
        const call = calls.get(index) ?? { id: '', type: 'function', function: { name: '', arguments: '' } };
        if (part.id) call.id = part.id;
        call.function.name += part.function?.name ?? '';
        call.function.arguments += argumentsText(part.function?.arguments);
        calls.set(index, call);
      }
    },
    calls: (): ToolCall[] =>
      [...calls.entries()]
        .sort(([a], [b]) => a - b)
        .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` })),
  };
}

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
 * A server that ignores `stream` and answers one JSON body works too. Text is yielded as it
 * arrives; tool calls once complete, at the end. Throws `ProviderError` on a non-2xx answer, a
 * broken stream, or a silence longer than `timeoutMs`.
 */
export async function* streamCompletion(
  settings: ModelSettings,
  { messages, tools }: CompletionRequest,
  signal?: AbortSignal,
): AsyncGenerator<CompletionPart> {
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
      body: JSON.stringify({
        model: settings.model,
        messages,
        ...(tools?.length ? { tools } : {}),
        stream: true,
        temperature: 0.2,
      }),
      signal: controller.signal,
    }).catch(fail);
    if (!response.ok || !response.body) {
      throw new ProviderError('chat.providerFailed', `The model answered HTTP ${response.status}`);
    }
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const chunk = (await response.json().catch(fail)) as CompletionChunk;
      const text = textOf(chunk);
      const toolCalls = collectToolCalls();
      toolCalls.add(chunk.choices?.[0]?.message?.tool_calls);
      const calls = toolCalls.calls();
      if (!text && calls.length === 0)
        throw new ProviderError('chat.providerFailed', 'The model answered without content');
      if (text) yield { text };
      if (calls.length) yield { toolCalls: calls };
      return;
    }
    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    const toolCalls = collectToolCalls();
    let isDone = false;
    while (!isDone) {
      arm();
      const { value: event, done } = await events.read().catch(fail);
      if (done) break;
      const chunk = toChunk(event.data);
      const text = chunk ? textOf(chunk) : '';
      if (text) yield { text };
      toolCalls.add(chunk?.choices?.[0]?.delta?.tool_calls);
      isDone = !chunk || Boolean(chunk.choices?.[0]?.finish_reason);
    }
    if (!isDone)
      throw new ProviderError('chat.providerFailed', 'The model stopped before the end of its answer');
    await events.cancel().catch(() => undefined);
    // A call is run only once the model has finished writing it.
    const calls = toolCalls.calls();
    if (calls.length) yield { toolCalls: calls };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
