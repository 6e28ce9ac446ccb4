/** PostgreSQL's unique_violation, as PGlite and pg report it (drizzle wraps it in `cause`): the constraint, or null. */
export function uniqueViolationOf(error: unknown): string | null {
  for (
    let current = error as
      | { code?: string; constraint?: string; message?: string; cause?: unknown }
      | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return current.constraint ?? current.message ?? '';
  }
  return null;
}
