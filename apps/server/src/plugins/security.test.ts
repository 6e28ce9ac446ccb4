import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, securityHeaders } from './security.ts';

describe('securityHeaders', () => {
  it('holds helmet’s headers with our policy, Strict-Transport-Security only when asked', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
      strictTransportSecurity: false,
    });
    expect(headers['content-security-policy']).toContain("frame-src 'self' https://www.google.com");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(headers).not.toHaveProperty('strict-transport-security');
    const behindTls = securityHeaders({ contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY } });
    expect(behindTls['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
