import type { ErrorDetails, FieldError } from '@maplebridge/contracts';

/** A failed API call: the envelope's status, message, error code and bad fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorDetails['code'] | 'network.unreachable' | 'response.invalid',
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
