import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    [
      'a reset wrapped by drizzle',
      wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
    ],
    ['every address refused', new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })])],
    ['pg losing its connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['pg timing out a silent connection', wrapped(new Error('Query read timeout'))],
    [
      'PostgreSQL shutting down',
      wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })),
    ],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'a database that allows no connection',
      wrapped(
        Object.assign(new Error('database "mb" is not currently accepting connections'), {
          code: '55000',
          severity: 'FATAL',
        }),
      ),
    ],
    [
      'PostgreSQL starting up',
      wrapped(
        Object.assign(new Error('the database system is starting up'), { code: '57P03', severity: 'FATAL' }),
      ),
    ],
    [
      'any other refusal of the session',
      wrapped(
        Object.assign(new Error('role "mb" is not permitted to log in'), {
          code: '28000',
          severity: 'FATAL',
        }),
      ),
    ],
    ['too many connections', wrapped(Object.assign(new Error('sorry, too many clients'), { code: '53300' }))],
  ])('recognises %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a syntax error', wrapped(Object.assign(new Error('syntax error'), { code: '42601' }))],
    [
      'a query in the wrong state (55000 as an ERROR, not a refused session)',
      wrapped(
        Object.assign(new Error('currval of sequence "s" is not yet defined'), {
          code: '55000',
          severity: 'ERROR',
        }),
      ),
    ],
    [
      'a wrapper whose message quotes a parameter',
      Object.assign(new Error('Failed query: insert …\nparams: Connection terminated'), {
        cause: Object.assign(new Error('value too long'), { code: '22001' }),
      }),
    ],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('leaves %s to the other handlers', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
