import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
  signal: AbortSignal | null;
}

/**
 * An answer (`{status, body}`, just the body, or a ready `Response` such as a stream), or a
 * function of the call that gives one.
 */
type Handler = ((call: ApiCall) => unknown) | object;

/**
 * Replaces fetch with handlers keyed by `METHOD /api/path` (without the query). Answers 404 for
 * anything else; records every call so tests can assert what the page asked for.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: new Headers(init.headers),
        signal: init.signal ?? null,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${url.pathname}`];
      const answer =
        typeof handler === 'function'
          ? handler(call)
          : (handler ?? {
              status: 404,
              body: { status: 404, message: 'Not found', data: { code: 'route.notFound' }, actionName: null },
            });
      if (answer instanceof Response) return answer;
      const { status = 200, body } =
        answer && typeof answer === 'object' && 'body' in answer
          ? (answer as { status?: number; body: unknown })
          : { body: answer };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export const ok = <T>(data: T, message = 'OK') => ({ status: 200, message, data, actionName: null });
