import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, readJson, startTestServer, type TestServer } from '#test/test-server.ts';

/** Generated requests each route gets, on each database. */
const RUNS_PER_ROUTE = 8;

/**
 * Every route of the API, as its OpenAPI document lists it, gets generated paths, queries, headers
 * and bodies, from visitors, members and an admin: whatever arrives, the answer is never a 5xx
 * (issue 10), and every refusal is an envelope whose status is the HTTP status (issue 18).
 */
describe.each(DATABASE_KINDS)('the API under generated input on %s', (kind) => {
  let server: TestServer;
  let member: TestMember;
  let admin: TestMember;
  let routes: Array<readonly [string, string]>;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      rateLimit: { max: 1e9, timeWindowMs: 60_000, redisNamespace: 'fuzz:' },
      authLimits: { windowMs: 60_000, loginPerIdentifier: 1e9, loginPerIp: 1e9, codesPerIp: 1e9 },
      chatLimits: { windowMs: 60_000, visitor: 1e9, member: 1e9 },
      contactLimits: { windowMs: 60_000, perIp: 1e9, perEmail: 1e9 },
      chatPaceMs: 0,
    });
    member = await signUpMember(server);
    admin = await signUpMember(server, { admin: true });
    const spec = await readJson(await server.request('/api/docs/json'));
    routes = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
    );
  });
  afterAll(() => server.close());

  it('answers the bad requests of issue 18 with 400 envelopes', async () => {
    const cases: Array<[string, string, TestMember, string?]> = [
      ['DELETE', '/api/images/delete-by-url?%FF%FE', member],
      ['POST', '/api/admin/draws/import', admin, `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
      [
        'POST',
        '/api/admin/draws/import',
        admin,
        `{"rounds":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
      ],
      ['GET', '/api/news/%FF%FE', member],
    ];
    for (const [method, path, caller, body] of cases) {
      const response = await server.request(path, {
        method,
        headers: body ? caller.headers : caller.auth,
        ...(body ? { body } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await readJson(response), `${method} ${path}`).toMatchObject({
        status: 400,
        data: { code: 'request.invalid' },
      });
    }
  });

  const segment = fc.oneof(
    fc.uuid().map(encodeURIComponent),
    fc.integer({ min: -5, max: 1e6 }).map(String),
    fc.string({ maxLength: 40 }).map(encodeURIComponent),
    fc.constantFrom('..', '%00', '%E0%A4%A', 'null', '🇻🇳').map(encodeURIComponent),
    // Sent as they are: percent-encodings that are not UTF-8, or cut short.
    fc.constantFrom('%FF%FE', '%E0%A4%A', '%', '%ZZ', '%C0%AF'),
  );
  const params = fc.dictionary(
    fc.constantFrom(
      'PageNumber',
      'PageSize',
      'keyword',
      'tags',
      'orderby',
      'postEnum',
      'isPublished',
      'status',
      'category',
      'from',
      'to',
      'language',
      'action',
      'x',
    ),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
      fc.constantFrom('-1', '1e309', 'true', ''),
    ),
    { maxKeys: 4 },
  );
  const query = fc.oneof(
    params.map((entries) => new URLSearchParams(entries).toString()),
    // The whole query as sent, as images/delete-by-url reads it.
    fc.constantFrom('%FF%FE', 'url=%FF', '%', 'keyword=%E0%A4%A', 'PageSize=%ZZ', '/api/images/%C0%AF'),
  );
  const deep = fc.integer({ min: 65, max: 20_000 });
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    deep.map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    deep.map((depth) => `{"rounds":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{"messages":[{"role":"user","content":"Xin chào"}]}', '{"email":"a@b.co"}', '[]', '{'),
  );
  const contentType = fc.constantFrom(
    'application/json',
    'application/json-patch+json',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/xml',
  );
  const who = fc.constantFrom('visitor', 'garbage', 'member', 'admin');

  it('never answers 5xx on any route, whatever the path, query, headers or body', async () => {
    // The document lists them all (hidden ones aside: /api/metrics); a missing list would test nothing.
    expect(routes.length).toBeGreaterThan(50);
    for (const [method, pattern] of routes) {
      await fc.assert(
        fc.asyncProperty(
          segment,
          query,
          body,
          contentType,
          who,
          async (id, search, payload, type, caller) => {
            const path = pattern.replace(/\{[^}]+\}/g, id);
            const headers: Record<string, string> = {};
            if (caller === 'member') headers.authorization = `Bearer ${member.token}`;
            if (caller === 'admin') headers.authorization = `Bearer ${admin.token}`;
            if (caller === 'garbage') headers.authorization = 'Bearer not.a.token';
            const hasBody = method !== 'GET' && method !== 'HEAD';
            if (hasBody) headers['content-type'] = type;
            const response = await server.request(`${path}${search ? `?${search}` : ''}`, {
              method,
              headers,
              body: hasBody ? payload : undefined,
            });
            const text = await response.text();
            const label = `${method} ${path}?${search} ${caller} ${type} ${payload.slice(0, 80)}`;
            expect(response.status, label).toBeLessThan(500);
            if (response.status >= 400)
              expect(JSON.parse(text), label).toMatchObject({
                status: response.status,
                data: { code: expect.any(String) },
              });
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 180_000);
});
