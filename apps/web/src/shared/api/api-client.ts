import type { Envelope } from '@maplebridge/contracts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { ApiError } from './api-error.ts';

type ErrorBody = (Partial<Envelope<unknown>> & { reason?: string }) | null;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sends the session's bearer token (default: when there is one). */
  token?: string;
}

/**
 * The one way the web calls the API: JSON in, the parsed body out; any non-2xx answer becomes an
 * ApiError carrying the envelope's code and fields, so forms and toasts can say what went wrong.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token ?? useSessionStore.getState().token;
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(options.body === undefined
        ? {}
        : { body: isForm ? (options.body as FormData) : JSON.stringify(options.body) }),
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached.', 'network.unreachable');
  }
  const body = (await response.json().catch(() => null)) as ErrorBody;
  // A refused session ends once: calls still in flight with the same token do not end it again.
  if (response.status === 401 && token && token === useSessionStore.getState().token)
    useSessionStore.getState().expire();
  if (!response.ok) throw toApiError(response, body);
  if (body === null)
    throw new ApiError(response.status, 'The server answered something unreadable.', 'response.invalid');
  return body as T;
}

/** A non-2xx answer as an ApiError: the envelope's message, error code and bad fields. */
export function toApiError(response: Response, body: ErrorBody): ApiError {
  const details = body?.data as
    | { code?: ApiError['code']; fields?: ApiError['fields']; retryAfterSeconds?: number }
    | null
    | undefined;
  return new ApiError(
    response.status,
    body?.message ?? body?.reason ?? response.statusText,
    details?.code ?? 'server.internal',
    details?.fields ?? [],
    typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined,
  );
}

/** The envelope of a failed answer that was not read yet (a streaming call's error). */
export async function readApiError(response: Response): Promise<ApiError> {
  return toApiError(response, (await response.json().catch(() => null)) as ErrorBody);
}
