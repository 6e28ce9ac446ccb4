/** One Server-Sent Event as the chat endpoint writes it. */
export const sseEvent = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8' };

/** A 200 event stream whose text arrives in these chunks (cut anywhere, as a network would). */
export function sseResponse(chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}

/**
 * An event stream the test writes to by hand. Aborting the request errors it, as a browser's
 * fetch does, so Stop can be tested mid-answer.
 */
export function manualSse(signal: AbortSignal | null) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  signal?.addEventListener('abort', () => {
    try {
      controller?.error(new DOMException('The operation was aborted.', 'AbortError'));
    } catch {
      // Already closed.
    }
  });
  return {
    response: new Response(body, { status: 200, headers: SSE_HEADERS }),
    send: (text: string) => controller?.enqueue(encoder.encode(text)),
    close: () => controller?.close(),
  };
}

/**
 * A stub for one request answered by a `manualSse` stream, and the stream once the app has made
 * the request: a test waits for `opened` rather than racing the app's own awaits before `fetch`.
 */
export function pendingManualSse() {
  let open: (stream: ReturnType<typeof manualSse>) => void = () => {};
  const opened = new Promise<ReturnType<typeof manualSse>>((resolve) => {
    open = resolve;
  });
  const respond = (signal: AbortSignal | null) => {
    const stream = manualSse(signal);
    open(stream);
    return stream.response;
  };
  return { opened, respond };
}
