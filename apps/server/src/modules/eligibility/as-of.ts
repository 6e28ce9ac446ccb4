import { EARLIEST_ELIGIBILITY_DATE } from '@maplebridge/crs/eligibility';
import { AppError } from '#errors.ts';

/**
 * The day whose rules an answer uses: the one asked for, or today (UTC). A day before the first
 * category list is bad input, named as the query string's `asOf`.
 */
export function resolveAsOf(asOf: string | undefined, now: Date): string {
  const day = asOf ?? now.toISOString().slice(0, 10);
  if (day < EARLIEST_ELIGIBILITY_DATE) {
    const message = `must be ${EARLIEST_ELIGIBILITY_DATE} or later: no rules before the first category list`;
    throw new AppError('request.invalid', `Invalid request: querystring.asOf: ${message}`, [
      { field: 'querystring.asOf', code: 'too_small', message },
    ]);
  }
  return day;
}
