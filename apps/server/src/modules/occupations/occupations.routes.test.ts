import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, startTestServer, type TestServer } from '#test/test-server.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

describe.each(DATABASE_KINDS)('the occupations API on %s', (kind) => {
  let server: TestServer;
  let member: TestMember;
  const get = (path: string, who: TestMember | null = null) => callApi(server, 'GET', path, who);

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { now: () => NOW });
    member = await signUpMember(server);
  });
  afterAll(() => server.close());

  it('finds a Vietnamese job title with or without diacritics, best match first, for visitors', async () => {
    for (const q of ['thợ hàn', 'tho han']) {
      const { status, body } = await get(`/api/occupations?q=${encodeURIComponent(q)}&language=vi`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 200, actionName: 'occupations.search' });
      expect(body.data.items[0]).toEqual({
        code: '72106',
        titleVi: 'Thợ hàn và vận hành máy hàn',
        titleEn: 'Welders and related machine operators',
        teer: 2,
        programs: ['fsw', 'cec', 'fst'],
        categories: ['2026-trades'],
      });
    }
  });

  it('finds an English job title, and answers members the same', async () => {
    const { status, body } = await get('/api/occupations?q=nail%20technician&language=en', member);
    expect(status).toBe(200);
    expect(body.data.items[0]).toMatchObject({ code: '63211', teer: 3, programs: ['fsw', 'cec'] });
  });

  it('answers at most `limit` items, and none for a word it does not know', async () => {
    expect((await get('/api/occupations?q=technician&language=en&limit=3')).body.data.items).toHaveLength(3);
    expect((await get('/api/occupations?q=qqqqq')).body.data.items).toEqual([]);
  });

  it('answers the categories in force on `asOf`: cooks are in the 2025 trades only', async () => {
    const before = await get('/api/occupations?q=%C4%91%E1%BA%A7u%20b%E1%BA%BFp&asOf=2025-06-01&limit=1');
    expect(before.body.data.items[0]).toMatchObject({ code: '63200', categories: ['2025-trades'] });
    const after = await get('/api/occupations/63200');
    expect(after.body.data.categories).toEqual([]);
  });

  it('answers one unit group by its code, with a cache header', async () => {
    const { status, body, headers } = await get('/api/occupations/31301');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 200,
      actionName: 'occupations.get',
      data: {
        code: '31301',
        titleEn: 'Registered nurses and registered psychiatric nurses',
        teer: 1,
        programs: ['fsw', 'cec'],
        categories: ['2026-healthcare-social-services'],
      },
    });
    expect(body.data.titleVi).toContain('Y tá');
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a 404 envelope for a code that is no unit group', async () => {
    const { status, body } = await get('/api/occupations/99999');
    expect(status).toBe(404);
    expect(body).toMatchObject({
      status: 404,
      data: { code: 'occupations.notFound' },
      actionName: 'occupations.get',
    });
  });

  it('answers 400 envelopes naming the field for a malformed code, query or date', async () => {
    const cases: Array<[string, string]> = [
      ['/api/occupations/2123', 'params.code'],
      ['/api/occupations/abcde', 'params.code'],
      ['/api/occupations', 'querystring.q'],
      ['/api/occupations?q=%20%20', 'querystring.q'],
      [`/api/occupations?q=${'a'.repeat(101)}`, 'querystring.q'],
      ['/api/occupations?q=cook&language=fr', 'querystring.language'],
      ['/api/occupations?q=cook&limit=0', 'querystring.limit'],
      ['/api/occupations?q=cook&asOf=2026-13-01', 'querystring.asOf'],
      ['/api/occupations/21231?asOf=yesterday', 'querystring.asOf'],
    ];
    for (const [path, field] of cases) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body, path).toMatchObject({ status: 400, data: { code: 'request.invalid' } });
      expect(
        body.data.fields.map((error: { field: string }) => error.field),
        path,
      ).toContain(field);
    }
  });

  it('answers 400 for a date before the first category list', async () => {
    const { status, body } = await get('/api/occupations/21231?asOf=2024-12-31');
    expect(status).toBe(400);
    expect(body.data).toMatchObject({ code: 'request.invalid', fields: [{ field: 'querystring.asOf' }] });
  });
});
