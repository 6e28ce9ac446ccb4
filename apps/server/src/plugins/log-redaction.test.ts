import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides password, token and code values in a query string', () => {
    expect(redactUrl('/api/auth/change-password?oldPassword=Old1!pass&newPassword=New1!pass')).toBe(
      '/api/auth/change-password?oldPassword=[redacted]&newPassword=[redacted]',
    );
    expect(redactUrl('/api/x?token=abc&page=2&otp=1234')).toBe(
      '/api/x?token=[redacted]&page=2&otp=[redacted]',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/news?PageNumber=1&tags=3')).toBe('/api/news?PageNumber=1&tags=3');
  });
});

describe('serializeError', () => {
  const pgError = (message: string, fields: Record<string, unknown>) =>
    Object.assign(new Error(message), fields);

  it("keeps a failed query's text, code and cause, never its parameters", () => {
    const cause = pgError('duplicate key value violates unique constraint "users_email_unique"', {
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (email)=(lan@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'select "id" from "users" where "id" = $1 and "search" @@ $2',
      ['6f1c1f9e-1111-4c3b-9d1e-000000007741', 'bảo lãnh\nvợ chồng'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('select \\"id\\" from \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_unique');
    expect(logged).toContain('DrizzleQueryError');
    for (const secret of ['6f1c1f9e-1111-4c3b-9d1e-000000007741', 'bảo lãnh', 'vợ chồng', 'lan@example.com'])
      expect(logged).not.toContain(secret);
    // The error itself is left as it was, for whoever handles it next.
    expect(error.params).toHaveLength(2);
    expect(error.message).toContain('bảo lãnh');
  });

  it('leaves an error without parameters as pino writes it', () => {
    const error = pgError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
      stack: expect.stringContaining('ECONNREFUSED'),
    });
  });
});
