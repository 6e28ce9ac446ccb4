import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

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
