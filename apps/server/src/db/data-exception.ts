/**
 * Whether PostgreSQL refused a value itself (SQLSTATE class 22, "data exception": a NUL character in
 * text, a number out of range…): the request carried it, so it answers 400, not 500. Drizzle wraps
 * the driver's error in `cause`.
 */
export function isDataException(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  return isDataException(cause, depth + 1);
}
