import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, ErrorEnvelopeSchema } from './errors.ts';

describe('ERROR_STATUS', () => {
  it('maps every code, named area.reason, to an error status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(code).toMatch(/^[a-z]+\.[a-z][a-zA-Z]+$/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
});

describe('ErrorEnvelopeSchema', () => {
  it('accepts an envelope naming the bad fields', () => {
    const envelope = {
      status: 400,
      message: 'Invalid request',
      data: {
        code: 'request.invalid',
        fields: [{ field: 'body.email', code: 'invalid_format', message: 'Invalid email' }],
      },
      actionName: 'auth.register',
    };
    expect(ErrorEnvelopeSchema.parse(envelope)).toEqual(envelope);
  });

  it('rejects an unknown error code', () => {
    const result = ErrorEnvelopeSchema.safeParse({
      status: 400,
      message: 'x',
      data: { code: 'nope' },
      actionName: null,
    });
    expect(result.success).toBe(false);
  });
});
