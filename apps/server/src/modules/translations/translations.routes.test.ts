import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, type TestServer } from '#test/test-server.ts';

describe('GET /api/translations/:lng', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('answers the texts of both languages with the same namespaces', async () => {
    const [vi, en] = await Promise.all(
      ['vi', 'en'].map(async (lng) => {
        const response = await server.request(`/api/translations/${lng}`);
        expect(response.status).toBe(200);
        return readJson(response);
      }),
    );
    expect(vi).toMatchObject({ status: 200, actionName: 'translations.get', data: { language: 'vi' } });
    expect(Object.keys(vi.data.resources)).toContain('common');
    expect(Object.keys(vi.data.resources).sort()).toEqual(Object.keys(en.data.resources).sort());
    expect(JSON.stringify(vi.data.resources)).not.toEqual(JSON.stringify(en.data.resources));
  });

  it('answers one namespace when asked', async () => {
    const response = await server.request('/api/translations/en?ns=common');
    const body = await readJson(response);
    expect(response.status).toBe(200);
    expect(Object.keys(body.data.resources)).toEqual(['common']);
  });

  it.each(['fr', 'VI', 'xx-yy'])('answers 404 for the language %s', async (lng) => {
    const response = await server.request(`/api/translations/${lng}`);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toMatchObject({
      status: 404,
      data: { code: 'translations.unknownLanguage' },
    });
  });

  it('answers 404 for an unknown namespace and 400 for a malformed one', async () => {
    const unknown = await server.request('/api/translations/vi?ns=nothing');
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).data.code).toBe('translations.unknownNamespace');
    const malformed = await server.request('/api/translations/vi?ns=../../etc');
    expect(malformed.status).toBe(400);
    expect((await readJson(malformed)).data.fields).toEqual([
      { field: 'querystring.ns', code: 'invalid_format', message: expect.any(String) },
    ]);
  });
});
