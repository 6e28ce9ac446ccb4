import { ERROR_STATUS, type ErrorCode, type FieldError } from '@maplebridge/contracts';

/** A failure the client caused or may see; the error handler turns it into an envelope. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    /** For a 429: the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}
