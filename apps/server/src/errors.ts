import { ERROR_STATUS, type ErrorCode, type ErrorDetails, type FieldError } from '@maplebridge/contracts';

/** A failure the client caused or may see; the error handler turns it into an envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields?: FieldError[];
  /** For a 429: the Retry-After header. */
  readonly retryAfterSeconds?: number;
  /** More for the envelope's `data`, such as the wait a lock-out tells the user. */
  readonly details?: Pick<ErrorDetails, 'retryAfterSeconds'>;

  constructor(
    code: ErrorCode,
    message: string,
    fields?: FieldError[],
    retryAfterSeconds?: number,
    details?: Pick<ErrorDetails, 'retryAfterSeconds'>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
    this.statusCode = ERROR_STATUS[code];
  }
}
