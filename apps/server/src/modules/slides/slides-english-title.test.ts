import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, readJson, startTestServer, type TestServer } from '#test/test-server.ts';

/** Issue 23: a slide's caption in English (`titleEn`) beside its Vietnamese `title`. */
describe.each(DATABASE_KINDS)('slides’ English titles on %s', (kind) => {
  let server: TestServer;
  let admin: TestMember;

  const call = (method: string, path: string, body?: unknown) => callApi(server, method, path, admin, body);
  const base = {
    title: 'Đợt mời tháng 8',
    imageURL: '/content/news/a.svg',
    externalLink: 'https://www.canada.ca/',
  };
  const publicSlide = async (id: number) =>
    (await readJson(await server.request('/api/slides'))).data.items.find(
      (slide: { id: number }) => slide.id === id,
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signUpMember(server, { admin: true });
  });
  afterAll(() => server.close());

  it('keeps the English title (trimmed) beside the Vietnamese one, for the site and the console', async () => {
    const created = await call('POST', '/api/admin/slides', { ...base, titleEn: '  August rounds  ' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ title: 'Đợt mời tháng 8', titleEn: 'August rounds' });
    const { id } = created.body.data;
    expect(await publicSlide(id)).toMatchObject({ title: 'Đợt mời tháng 8', titleEn: 'August rounds' });
    const listed = (await call('GET', '/api/admin/slides')).body.data.items;
    expect(listed.find((slide: { id: number }) => slide.id === id).titleEn).toBe('August rounds');

    const renamed = await call('PUT', `/api/admin/slides/${id}`, { ...base, titleEn: 'Rounds in August' });
    expect(renamed.body.data.titleEn).toBe('Rounds in August');
    // Left out (an older console reordering), the English title stays; '' removes it.
    const reordered = await call('PUT', `/api/admin/slides/${id}`, { ...base, order: 5 });
    expect(reordered.body.data).toMatchObject({ order: 5, titleEn: 'Rounds in August' });
    expect(await publicSlide(id)).toMatchObject({ order: 5, titleEn: 'Rounds in August' });
    const cleared = await call('PUT', `/api/admin/slides/${id}`, { ...base, titleEn: '' });
    expect(cleared.body.data.titleEn).toBe('');
    expect(await publicSlide(id)).toMatchObject({ titleEn: '' });
  });

  it('gives a slide added without one an empty English title', async () => {
    const created = await call('POST', '/api/admin/slides', base);
    expect(created.status).toBe(200);
    expect(created.body.data.titleEn).toBe('');
    const blank = await call('POST', '/api/admin/slides', { ...base, titleEn: '   ' });
    expect(blank.body.data.titleEn).toBe('');
  });

  it('refuses an English title over 200 characters or not text, and saves nothing', async () => {
    const before = (await call('GET', '/api/admin/slides')).body.data.items.length;
    const tooLong = await call('POST', '/api/admin/slides', { ...base, titleEn: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.fields).toEqual([
      expect.objectContaining({ field: 'body.titleEn', message: 'validation.tooLong' }),
    ]);
    const notText = await call('POST', '/api/admin/slides', { ...base, titleEn: 42 });
    expect(notText.status).toBe(400);
    expect(notText.body.data.fields[0]).toMatchObject({ field: 'body.titleEn' });
    expect((await call('GET', '/api/admin/slides')).body.data.items).toHaveLength(before);

    const longest = await call('POST', '/api/admin/slides', { ...base, titleEn: 'x'.repeat(200) });
    expect(longest.body.data.titleEn).toHaveLength(200);
    const { id } = longest.body.data;
    const badUpdate = await call('PUT', `/api/admin/slides/${id}`, { ...base, titleEn: 'y'.repeat(201) });
    expect(badUpdate.status).toBe(400);
    expect(await publicSlide(id)).toMatchObject({ titleEn: 'x'.repeat(200) });
  });
});
