import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, startTestServer, type TestServer } from '#test/test-server.ts';

type Operation = { method: string; path: string; security?: Array<Record<string, unknown>> };

/** What a request may carry in place of a proper body: each must still be answered 401 first. */
const BODIES: Array<{ label: string; type?: string; body?: string | Buffer }> = [
  { label: 'no body' },
  { label: 'an empty object', type: 'application/json', body: '{}' },
  { label: 'malformed JSON', type: 'application/json', body: '{"a":' },
  { label: 'an empty JSON body', type: 'application/json', body: '' },
  {
    label: 'JSON nested 10,000 deep',
    type: 'application/json',
    body: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  },
  { label: 'a body over the size limit', type: 'application/json', body: `"${'x'.repeat(1_100_000)}"` },
  { label: 'an unsupported type', type: 'application/xml', body: '<a/>' },
  { label: 'broken multipart', type: 'multipart/form-data; boundary=B', body: '--B\r\nContent-Disp' },
];

/** Path parameters of the wrong shape: validating them must not come before authentication either. */
const fillPath = (path: string) => path.replace(/\{[^}]+\}/g, 'not-a-valid-id');

/**
 * Issue 18, point 6: every route that needs a member or an admin checks the token before anything
 * the request carries. The routes are the API document's, those whose `security` demands a bearer
 * token (no anonymous `{}` alternative): without a token, or with a broken one, each answers the
 * 401 envelope whatever its path, query and body; an admin route answers a member 403 the same way.
 */
describe.each(DATABASE_KINDS)('authentication before the request is read, on %s', (kind) => {
  let server: TestServer;
  let member: TestMember;
  let operations: Operation[];
  beforeAll(async () => {
    server = await startTestServer(kind, {
      rateLimit: { max: 1e9, timeWindowMs: 60_000, redisNamespace: 'auth-first:' },
      authLimits: { windowMs: 60_000, loginPerIdentifier: 1e9, loginPerIp: 1e9, codesPerIp: 1e9 },
    });
    member = await signUpMember(server);
    const spec = await server.apiDocument();
    operations = Object.entries(
      spec.paths as Record<string, Record<string, Omit<Operation, 'path'>>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        security: operation.security,
      })),
    );
  });
  afterAll(() => server.close());

  const needsToken = (operation: Operation) =>
    (operation.security ?? []).length > 0 &&
    (operation.security ?? []).every((requirement) => 'bearer' in requirement);
  const isAdmin = (operation: Operation) => operation.path.startsWith('/api/admin/');

  async function send(
    operation: Operation,
    authorization: string | undefined,
    sent: (typeof BODIES)[number],
  ) {
    const headers: Record<string, string> = {};
    if (authorization) headers.authorization = authorization;
    const hasBody = operation.method !== 'GET' && sent.body !== undefined;
    if (hasBody && sent.type) headers['content-type'] = sent.type;
    return server.answer(`${fillPath(operation.path)}?PageSize=oops&id=%FF`, {
      method: operation.method,
      headers,
      body: hasBody ? sent.body : undefined,
    });
  }

  it('finds the member and admin routes in the API document', () => {
    const secured = operations.filter(needsToken);
    // Members' own (history, profile, uploads, notifications…) and the whole admin console.
    expect(secured.filter((operation) => !isAdmin(operation)).length).toBeGreaterThanOrEqual(15);
    expect(secured.filter(isAdmin).length).toBeGreaterThanOrEqual(20);
    // Every admin route is documented as needing a token.
    expect(operations.filter(isAdmin).filter((operation) => !needsToken(operation))).toEqual([]);
  });

  it('answers 401 without a token, or with a broken one, whatever the request carries', async () => {
    for (const operation of operations.filter(needsToken)) {
      for (const authorization of [undefined, 'Bearer not.a.token', 'Basic bWU6cHc=']) {
        for (const sent of BODIES) {
          const { status, body } = await send(operation, authorization, sent);
          const label = `${operation.method} ${operation.path} ${authorization ?? 'no token'}, ${sent.label}`;
          expect(status, label).toBe(401);
          expect(body, label).toMatchObject({ status: 401, data: { code: 'auth.unauthorized' } });
        }
      }
    }
  }, 120_000);

  it('answers a member 403 on every admin route, whatever the request carries', async () => {
    for (const operation of operations.filter(isAdmin)) {
      for (const sent of BODIES) {
        const { status, body } = await send(operation, `Bearer ${member.token}`, sent);
        const label = `${operation.method} ${operation.path} as a member, ${sent.label}`;
        expect(status, label).toBe(403);
        expect(body, label).toMatchObject({ status: 403, data: { code: 'auth.forbidden' } });
      }
    }
  }, 120_000);
});
