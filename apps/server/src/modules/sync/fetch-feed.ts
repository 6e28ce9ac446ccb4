import { SyncFailure } from './sync-job.ts';

export interface FetchFeedOptions {
  /** The whole answer, body included, must arrive within this. */
  timeoutMs: number;
  maxBytes: number;
  /** Aborted when the server stops: the fetch ends at once and its error is not a failure of the feed. */
  signal: AbortSignal;
}

/** What undici says of a network error, which hides its reason in `cause`. */
function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string' && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** The body as text, refused once it passes `maxBytes`. */
async function readText(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new SyncFailure('tooLarge', `larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A feed's document, whole: a feed that cannot be reached, answers an error, hangs past the timeout,
 * breaks off or is too large throws a `SyncFailure` saying which.
 */
export async function fetchFeed(url: string, { timeoutMs, maxBytes, signal }: FetchFeedOptions) {
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, timeoutMs);
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  if (signal.aborted) stop();
  const failureOf = (error: unknown, reason: 'unreachable' | 'truncated') => {
    if (error instanceof SyncFailure || signal.aborted) return error;
    if (isTimedOut) return new SyncFailure('timeout', `no complete answer within ${timeoutMs / 1000} s`);
    return new SyncFailure(reason, describe(error));
  };
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        signal: controller.signal,
        headers: { 'user-agent': 'MapleBridge scheduled import' },
      });
    } catch (error) {
      throw failureOf(error, 'unreachable');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new SyncFailure('httpStatus', `HTTP ${response.status}`);
    }
    if (Number(response.headers.get('content-length')) > maxBytes) {
      await response.body?.cancel();
      throw new SyncFailure('tooLarge', `larger than ${maxBytes} bytes`);
    }
    try {
      return response.body ? await readText(response.body, maxBytes) : '';
    } catch (error) {
      throw failureOf(error, 'truncated');
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
