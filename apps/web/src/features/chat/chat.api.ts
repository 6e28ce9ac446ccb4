import {
  type ChatEvent,
  type ChatEventName,
  ChatEventSchemas,
  type ChatRequestInput,
} from '@maplebridge/contracts';
import { createParser } from 'eventsource-parser';
import { readApiError } from '#shared/api/api-client.ts';
import { ApiError } from '#shared/api/api-error.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';

interface StreamChatOptions {
  signal?: AbortSignal;
  onEvent(event: ChatEvent): void;
}

const isChatEventName = (name: string): name is ChatEventName => Object.hasOwn(ChatEventSchemas, name);

/**
 * Reads Server-Sent Events text as it arrives, in chunks cut anywhere (eventsource-parser does the
 * framing), and hands over each complete event of the chat contract, its data checked by the
 * contract's schema.
 */
export function createChatEventParser(onEvent: (event: ChatEvent) => void) {
  const parser = createParser({
    onEvent({ event: name = 'message', data }) {
      // Events outside the contract (a keep-alive, a future event) are not ours to handle.
      if (!isChatEventName(name)) return;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        throw new ApiError(200, `Unreadable "${name}" event.`, 'response.invalid');
      }
      const parsed = ChatEventSchemas[name].safeParse(json);
      if (!parsed.success) throw new ApiError(200, `Unexpected "${name}" event.`, 'response.invalid');
      onEvent({ event: name, data: parsed.data } as ChatEvent);
    },
  });

  return {
    push(text: string) {
      parser.feed(text);
    },
    /** The stream ended: an event still waiting for its blank line is taken as complete (reset alone drops it). */
    end() {
      parser.feed('\n\n');
      parser.reset();
    },
  };
}

/**
 * POST /api/chat: the answer arrives as events (`delta`…, `sources`, `done`, perhaps an `error`
 * first), each passed to `onEvent`. A refusal before streaming throws its envelope as an ApiError;
 * an abort through `signal` rejects with the AbortError, keeping whatever was already handed over.
 */
export async function streamChat(request: ChatRequestInput, { signal, onEvent }: StreamChatOptions) {
  const token = useSessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(request),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'The server could not be reached.', 'network.unreachable');
  }
  if (!response.ok) throw await readApiError(response);
  if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream'))
    throw new ApiError(response.status, 'The server did not stream an answer.', 'response.invalid');

  const parser = createChatEventParser(onEvent);
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  // A fetch aborted mid-body errors the stream in browsers; cancelling also ends a stream that would not.
  const handleAbort = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', handleAbort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    await reader.cancel().catch(() => {});
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'The connection was lost during the answer.', 'network.unreachable');
  } finally {
    signal?.removeEventListener('abort', handleAbort);
    reader.releaseLock();
  }
  signal?.throwIfAborted();
  parser.push(decoder.decode());
  parser.end();
}
