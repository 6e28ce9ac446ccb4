import type { ErrorDetails, FieldError } from '@maplebridge/contracts';

/** A failed API call: the envelope's status, message, error code, bad fields and, for a 429, the wait. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorDetails['code'] | 'network.unreachable' | 'response.invalid',
    readonly fields: FieldError[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
