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
  ])('recognises %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a syntax error', wrapped(Object.assign(new Error('syntax error'), { code: '42601' }))],
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
