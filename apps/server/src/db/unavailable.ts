/** Node's socket errors: the database server is down, restarting or out of reach. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), operator intervention that
 * ends sessions (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now: starting up,
 * shutting down, recovering; 57P04 database dropped; 57P05 idle session timeout), and no connection
 * slot left (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-5]|53300)$/;

/**
 * A FATAL (or PANIC) error ends the session: PostgreSQL refused or dropped this connection, whatever
 * the SQLSTATE — 55000 when the database allows no connection (`ALLOW_CONNECTIONS false`), 28000 or
 * 3D000 when a role or database is no longer there. An ERROR of the same code is the query's own.
 */
const SESSION_ENDING_SEVERITY = new Set(['FATAL', 'PANIC']);

/** What `pg` says when a connection could not be made, broke, or went silent past `query_timeout`. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable|Cannot use a pool after calling end)/;

/**
 * Whether an error means the database cannot be reached, rather than that a query was wrong
 * (drizzle wraps the driver's error in `cause`). Such a request answers 503 and may be tried again.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, severity, message, cause, errors } = error as Record<string, unknown>;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof code === 'string' && typeof severity === 'string' && SESSION_ENDING_SEVERITY.has(severity))
    return true;
  // Only the driver's own error, never a wrapper whose message quotes the query's parameters.
  if (cause === undefined && typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  // A host name with several addresses fails with an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
