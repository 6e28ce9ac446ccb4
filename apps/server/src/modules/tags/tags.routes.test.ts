import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, readJson, startTestServer, type TestServer } from '#test/test-server.ts';

describe.each(DATABASE_KINDS)('tags and slides on %s', (kind) => {
  let server: TestServer;
  let admin: TestMember;

  const call = (method: string, path: string, body?: unknown) => callApi(server, method, path, admin, body);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signUpMember(server, { admin: true });
  });
  afterAll(() => server.close());

  it('lists tags with the recommended one, cacheable for 5 minutes', async () => {
    const response = await server.request('/api/tags');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await readJson(response)).data.items).toEqual([
      { id: expect.any(Number), name: 'recommended', descriptionVN: 'Đề xuất', descriptionEN: 'Recommended' },
    ]);
  });

  it('creates, renames and deletes a tag; the recommended tag and duplicate names are refused', async () => {
    const created = await call('POST', '/api/admin/tags', {
      name: 'pnp',
      descriptionVN: 'Đề cử tỉnh bang',
      descriptionEN: 'PNP',
    });
    expect(created.body.data).toMatchObject({ name: 'pnp', descriptionVN: 'Đề cử tỉnh bang' });
    const duplicate = await call('POST', '/api/admin/tags', {
      name: 'pnp',
      descriptionVN: 'x',
      descriptionEN: 'x',
    });
    expect(duplicate).toMatchObject({ status: 409, body: { data: { code: 'tags.nameTaken' } } });
    const renamed = await call('PUT', `/api/admin/tags/${created.body.data.id}`, {
      name: 'provincial-nominee',
      descriptionVN: 'Đề cử tỉnh bang',
      descriptionEN: 'Provincial nominee',
    });
    expect(renamed.body.data.name).toBe('provincial-nominee');
    const badName = await call('POST', '/api/admin/tags', {
      name: 'Có Dấu',
      descriptionVN: 'x',
      descriptionEN: 'x',
    });
    expect(badName.body.data.fields[0]).toMatchObject({
      field: 'body.name',
      message: 'validation.tagNameInvalid',
    });

    const recommended = (await call('GET', '/api/tags')).body.data.items[0];
    const renameRecommended = await call('PUT', `/api/admin/tags/${recommended.id}`, {
      name: 'other',
      descriptionVN: 'x',
      descriptionEN: 'x',
    });
    expect(renameRecommended.body.data.code).toBe('tags.protected');
    expect((await call('DELETE', `/api/admin/tags/${recommended.id}`)).body.data.code).toBe('tags.protected');
    expect((await call('DELETE', `/api/admin/tags/${created.body.data.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/tags/${created.body.data.id}`)).status).toBe(404);
    expect((await call('DELETE', '/api/admin/tags/abc')).status).toBe(400);
  });

  it('serves active slides in order; an article link or an outside link is required', async () => {
    const article = await call('POST', '/api/admin/news', { title: 'Bài cho banner', isPublished: true });
    const slides = [
      { title: 'Hai', imageURL: '/content/news/b.svg', externalLink: 'https://www.canada.ca/', order: 2 },
      { title: 'Một', imageURL: '/content/news/a.svg', newsExternalId: article.body.data.id, order: 1 },
      { title: 'Ẩn', imageURL: '/content/news/c.svg', externalLink: 'https://www.canada.ca/', active: false },
    ];
    for (const slide of slides) expect((await call('POST', '/api/admin/slides', slide)).status).toBe(200);
    const visible = (await readJson(await server.request('/api/slides'))).data.items;
    expect(visible.map((slide: { title: string }) => slide.title)).toEqual(['Một', 'Hai']);
    expect(visible[0]).toMatchObject({
      imageURL: '/content/news/a.svg',
      newsExternalId: article.body.data.id,
      externalLink: '',
    });
    expect((await call('GET', '/api/admin/slides')).body.data.items).toHaveLength(3);

    const noTarget = await call('POST', '/api/admin/slides', { title: 'x', imageURL: '/x.svg' });
    expect(noTarget.body.data.fields[0]).toMatchObject({
      field: 'body.externalLink',
      message: 'validation.slideTargetRequired',
    });
    const unknownNews = await call('POST', '/api/admin/slides', {
      title: 'x',
      imageURL: '/x.svg',
      newsExternalId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownNews.body.data.code).toBe('slides.unknownNews');
    const badLink = await call('POST', '/api/admin/slides', {
      title: 'x',
      imageURL: '/x.svg',
      externalLink: 'javascript:alert(1)',
    });
    expect(badLink.status).toBe(400);

    const hidden = visible[1].id;
    const updated = await call('PUT', `/api/admin/slides/${hidden}`, { ...slides[0], active: false });
    expect(updated.body.data.active).toBe(false);
    expect((await call('DELETE', `/api/admin/slides/${hidden}`)).status).toBe(200);
    expect((await call('PUT', `/api/admin/slides/${hidden}`, slides[0])).status).toBe(404);
    // Deleting the article keeps its slide, without the link.
    await call('DELETE', `/api/admin/news/${article.body.data.id}`);
    const after = (await readJson(await server.request('/api/slides'))).data.items;
    expect(after).toEqual([expect.objectContaining({ title: 'Một', newsExternalId: null })]);
  });
});
