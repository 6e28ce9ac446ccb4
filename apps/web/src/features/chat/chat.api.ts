import {
  type ChatEvent,
  type ChatEventName,
  ChatEventSchemas,
  type ChatRequestInput,
} from '@maplebridge/contracts';
import { readApiError } from '#shared/api/api-client.ts';
import { ApiError } from '#shared/api/api-error.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';

interface StreamChatOptions {
  signal?: AbortSignal;
  onEvent(event: ChatEvent): void;
}

const isChatEventName = (name: string): name is ChatEventName => Object.hasOwn(ChatEventSchemas, name);

/**
 * Reads Server-Sent Events text as it arrives, in chunks cut anywhere, and hands over each
 * complete event of the chat contract, its data checked by the contract's schema.
 */
export function createChatEventParser(onEvent: (event: ChatEvent) => void) {
  let buffer = '';

  const dispatch = (block: string) => {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
    // Events outside the contract (a keep-alive, a future event) are not ours to handle.
    if (data.length === 0 || !isChatEventName(name)) return;
    let json: unknown;
    try {
      json = JSON.parse(data.join('\n'));
    } catch {
      throw new ApiError(200, `Unreadable "${name}" event.`, 'response.invalid');
    }
    const parsed = ChatEventSchemas[name].safeParse(json);
    if (!parsed.success) throw new ApiError(200, `Unexpected "${name}" event.`, 'response.invalid');
    onEvent({ event: name, data: parsed.data } as ChatEvent);
  };

  return {
    push(text: string) {
      buffer = (buffer + text).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        dispatch(block);
        end = buffer.indexOf('\n\n');
      }
    },
    /** The stream ended: an event still waiting for its blank line is taken as complete. */
    end() {
      const rest = buffer;
      buffer = '';
      if (rest.trim() !== '') dispatch(rest);
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
