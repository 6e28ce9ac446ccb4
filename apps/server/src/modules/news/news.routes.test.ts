import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestMember } from '#test/members.ts';
import { useNewsDesk } from '#test/news-desk.ts';
import { DATABASE_KINDS, type JsonBody } from '#test/test-server.ts';

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('news on %s', (kind) => {
  const { server, admin, member, tagIds, ids, send, list } = useNewsDesk(kind);
  const call = (path: string, init: RequestInit = {}) => server.answer(path, init);
  const titles = async (query: string, who: TestMember | null = null) =>
    (await list(query, who)).items.map((item) => item.title);

  const article = (title: string, daysAgo: number, tags: string[], extra: object = {}) => ({
    title,
    previewContent: `Tóm tắt: ${title}`,
    content: `<p>${title}</p>`,
    imageUrl: '/content/news/express-entry.svg',
    author: 'MapleBridge',
    language: 'vi',
    publishDate: new Date(Date.now() - daysAgo * DAY).toISOString(),
    isPublished: true,
    tags: tags.map((name) => tagIds[name]),
    ...extra,
  });

  beforeAll(async () => {
    for (const name of ['draws', 'french']) {
      const created = await send('POST', '/api/admin/tags', admin, {
        name,
        descriptionVN: `Thẻ ${name}`,
        descriptionEN: `Tag ${name}`,
      });
      expect(created.status).toBe(200);
      tagIds[name] = created.body.data.id;
    }
    const articles = {
      cec: article('Đợt mời Kinh nghiệm Canada: 3.000 thư mời', 0, ['draws', 'recommended']),
      french: article('Định cư Canada bằng tiếng Pháp', 40, ['french']),
      frenchDraw: article('Đợt mời tiếng Pháp: 5.000 thư mời, điểm thấp nhất 382', 45, ['draws', 'french']),
      english: article('Express Entry draw: 1,000 invitations', 60, [], { language: 'en' }),
      guide: article('Hướng dẫn tính điểm CRS', 90, ['recommended']),
      draft: article('Bản nháp: chưa đăng', 1, ['draws'], { isPublished: false }),
    };
    for (const [key, input] of Object.entries(articles)) {
      const created = await send('POST', '/api/admin/news', admin, input);
      expect(created.status).toBe(200);
      ids[key] = created.body.data.id;
    }
  });

  it('lists published news newest first with the spec page shape; drafts stay hidden', async () => {
    const page = await list('PageNumber=1&PageSize=10&isPublished=true');
    expect(page).toMatchObject({ currentPage: 1, hasNextPage: false });
    expect(page.items.map((item) => item.id)).toEqual([
      ids.cec,
      ids.french,
      ids.frenchDraw,
      ids.english,
      ids.guide,
    ]);
    expect(page.items[0]).toMatchObject({
      title: 'Đợt mời Kinh nghiệm Canada: 3.000 thư mời',
      isSaved: false,
      isPublished: true,
      language: 'vi',
      tags: [
        { name: 'recommended', descriptionVN: 'Đề xuất', descriptionEN: 'Recommended' },
        { name: 'draws', descriptionVN: 'Thẻ draws', descriptionEN: 'Tag draws' },
      ],
    });
    expect(page.items[0]).not.toHaveProperty('content');
  });

  it('sorts oldest first and by views', async () => {
    expect((await list('orderby=1')).items.map((item) => item.id)).toEqual([
      ids.guide,
      ids.english,
      ids.frenchDraw,
      ids.french,
      ids.cec,
    ]);
    for (let view = 0; view < 3; view++) await call(`/api/news/${ids.english}`);
    await call(`/api/news/${ids.guide}`);
    // Views are written every few seconds (view-counter.ts): the order follows once they are.
    await vi.waitFor(
      async () => {
        const byViews = (await list('orderby=2')).items;
        expect(byViews.slice(0, 2).map((item) => item.id)).toEqual([ids.english, ids.guide]);
        expect(byViews[0].viewCount).toBeGreaterThanOrEqual(3);
      },
      { timeout: 10_000, interval: 250 },
    );
  });

  it('filters by this month, recommended, tags (any of them), language, and leaves one out', async () => {
    expect(await titles('postEnum=1')).toContain('Đợt mời Kinh nghiệm Canada: 3.000 thư mời');
    expect(await titles('postEnum=1')).not.toContain('Hướng dẫn tính điểm CRS');
    expect((await list('postEnum=2')).items.map((item) => item.id)).toEqual([ids.cec, ids.guide]);
    expect((await list(`tags=${tagIds.french}`)).items.map((item) => item.id)).toEqual([
      ids.french,
      ids.frenchDraw,
    ]);
    expect((await list(`tags=${tagIds.french}&tags=${tagIds.draws}`)).items.map((item) => item.id)).toEqual([
      ids.cec,
      ids.french,
      ids.frenchDraw,
    ]);
    expect((await list(`tags=${tagIds.draws}&excludeId=${ids.cec}`)).items.map((item) => item.id)).toEqual([
      ids.frenchDraw,
    ]);
    expect((await list('language=en')).items.map((item) => item.id)).toEqual([ids.english]);
    expect((await list(`postEnum=2&tags=${tagIds.draws}&orderby=1`)).items.map((item) => item.id)).toEqual([
      ids.cec,
    ]);
  });

  it('finds Vietnamese with or without diacritics and any case, best match first', async () => {
    expect(await titles('keyword=dinh%20cu')).toEqual(['Định cư Canada bằng tiếng Pháp']);
    expect(await titles(`keyword=${encodeURIComponent('ĐỊNH CƯ')}`)).toEqual([
      'Định cư Canada bằng tiếng Pháp',
    ]);
    expect(await titles('keyword=Express%20entry')).toEqual(['Express Entry draw: 1,000 invitations']);
    expect(await titles('keyword=invit')).toEqual(['Express Entry draw: 1,000 invitations']);
    // "tieng phap" is in the title of one and the text of the other: the title ranks first.
    expect((await titles('keyword=tieng%20phap'))[0]).toBe('Định cư Canada bằng tiếng Pháp');
    expect(await titles('keyword=thu%20moi&orderby=1')).toEqual([
      'Đợt mời tiếng Pháp: 5.000 thư mời, điểm thấp nhất 382',
      'Đợt mời Kinh nghiệm Canada: 3.000 thư mời',
    ]);
    expect(await titles('keyword=kh%C3%B4ng%20c%C3%B3%20g%C3%AC')).toEqual([]);
    // Words far apart in the text do not make a match; in the title they do.
    expect(await titles('keyword=canada%20phap')).toEqual(['Định cư Canada bằng tiếng Pháp']);
    expect(await titles('keyword=tom%20canada')).toEqual([]);
    expect((await titles('keyword=%27%26%7C!')).length).toBe(5);
  });

  it('pages without repeating or skipping an item', async () => {
    const seen: string[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await list(`PageNumber=${pageNumber}&PageSize=2`);
      expect(page.currentPage).toBe(pageNumber);
      seen.push(...page.items.map((item) => item.id));
      if (!page.hasNextPage) break;
    }
    expect(seen).toEqual((await list('PageSize=100')).items.map((item) => item.id));
    expect(new Set(seen).size).toBe(5);
    expect((await list('PageNumber=9&PageSize=2')).items).toEqual([]);
  });

  it('answers one article with its HTML and counts the view; a draft is not found for readers', async () => {
    const first = await call(`/api/news/${ids.french}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id: ids.french,
      content: '<p>Định cư Canada bằng tiếng Pháp</p>',
    });
    const second = await call(`/api/news/${ids.french}`);
    expect(second.body.data.viewCount).toBe(first.body.data.viewCount + 1);
    expect((await call(`/api/news/${ids.draft}`)).status).toBe(404);
    expect((await call(`/api/news/${ids.draft}`, { headers: member.headers })).status).toBe(404);
    expect((await call(`/api/news/${ids.draft}`, { headers: admin.headers })).status).toBe(200);
    expect((await call('/api/news/00000000-0000-4000-8000-000000000000')).body.data.code).toBe(
      'news.notFound',
    );
    const bad = await call('/api/news/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0].field).toBe('params.id');
  });

  it('saves and unsaves with the spec messages; the saved filter needs a token', async () => {
    const save = await send('PUT', `/api/news/${ids.guide}/save-news`, member);
    expect(save.body).toMatchObject({
      status: 200,
      message: 'News saved successfully',
      data: { isSaved: true },
    });
    expect((await list('postEnum=3', member)).items.map((item) => item.id)).toEqual([ids.guide]);
    expect((await list('', member)).items.find((item) => item.id === ids.guide).isSaved).toBe(true);
    expect((await list('')).items.find((item) => item.id === ids.guide).isSaved).toBe(false);
    expect((await call(`/api/news/${ids.guide}`, { headers: member.headers })).body.data.isSaved).toBe(true);

    const unsave = await send('PUT', `/api/news/${ids.guide}/save-news`, member);
    expect(unsave.body).toMatchObject({
      status: 200,
      message: 'News removed from saved list successfully',
      data: { isSaved: false },
    });
    expect((await list('postEnum=3', member)).items).toEqual([]);

    const visitorSaved = await call('/api/news?postEnum=3');
    expect(visitorSaved.status).toBe(401);
    expect(visitorSaved.body.message).toBe('User is not login now');
    const visitorSave = await send('PUT', `/api/news/${ids.guide}/save-news`, null);
    expect(visitorSave).toMatchObject({ status: 401, body: { message: 'User is not login now' } });
    expect((await send('PUT', `/api/news/${ids.draft}/save-news`, member)).status).toBe(404);
  });

  it('refuses wrong queries with the field named, never a 500', async () => {
    for (const [query, field] of [
      ['PageNumber=0', 'querystring.PageNumber'],
      ['PageSize=101', 'querystring.PageSize'],
      ['orderby=3', 'querystring.orderby'],
      ['postEnum=-1', 'querystring.postEnum'],
      ['tags=abc', 'querystring.tags.0'],
      ['isPublished=yes', 'querystring.isPublished'],
      ['language=fr', 'querystring.language'],
      [`keyword=${'a'.repeat(201)}`, 'querystring.keyword'],
    ]) {
      const { status, body } = await call(`/api/news?${query}`);
      expect(status, query).toBe(400);
      expect(
        body.data.fields.map((error: JsonBody) => error.field),
        query,
      ).toContain(field);
    }
  });

  it('lets admins list drafts; members and visitors may not', async () => {
    expect((await list('isPublished=false', admin)).items.map((item) => item.id)).toEqual([ids.draft]);
    expect((await call('/api/news?isPublished=false', { headers: member.headers })).status).toBe(403);
    expect((await list('PageSize=100', admin)).items).toHaveLength(6);
    expect((await list('PageSize=100', member)).items).toHaveLength(5);
  });

  it('keeps the content management to admins', async () => {
    const input = article('Không được phép', 0, []);
    for (const [method, path, body] of [
      ['POST', '/api/admin/news', input],
      ['PUT', `/api/admin/news/${ids.guide}`, input],
      ['POST', `/api/admin/news/${ids.guide}/publish`, undefined],
      ['POST', `/api/admin/news/${ids.guide}/unpublish`, undefined],
      ['DELETE', `/api/admin/news/${ids.guide}`, undefined],
      ['POST', '/api/admin/tags', { name: 'x', descriptionVN: 'x', descriptionEN: 'x' }],
      ['DELETE', `/api/admin/tags/${tagIds.draws}`, undefined],
      ['GET', '/api/admin/slides', undefined],
      ['POST', '/api/admin/notifications', { title_VN: 'x', title_EN: 'x' }],
    ] as const) {
      expect((await send(method, path, null, body)).status, `${method} ${path} as a visitor`).toBe(401);
      expect((await send(method, path, member, body)).status, `${method} ${path} as a member`).toBe(403);
    }
  });

  it('sanitises article HTML on write', async () => {
    const created = await send(
      'POST',
      '/api/admin/news',
      admin,
      article('Bài có mã độc', 2, [], {
        content:
          '<p onclick="x()">An toàn</p><script>alert(1)</script><a href="javascript:alert(1)">link</a>',
      }),
    );
    expect(created.body.data.content).toBe('<p>An toàn</p><a>link</a>');
    await send('DELETE', `/api/admin/news/${created.body.data.id}`, admin);
  });

  it('edits, unpublishes, republishes and deletes; unknown tags and ids are refused', async () => {
    const created = await send('POST', '/api/admin/news', admin, article('Bài tạm', 3, ['draws']));
    const id = created.body.data.id;
    const edited = await send(
      'PUT',
      `/api/admin/news/${id}`,
      admin,
      article('Bài đã sửa lương', 3, ['french']),
    );
    expect(edited.body.data).toMatchObject({ title: 'Bài đã sửa lương', tags: [{ name: 'french' }] });
    expect(await titles('keyword=luong')).toEqual(['Bài đã sửa lương']);
    expect(await titles('keyword=bai%20tam')).toEqual([]);
    expect((await send('POST', `/api/admin/news/${id}/unpublish`, admin)).body.data.isPublished).toBe(false);
    expect((await call(`/api/news/${id}`)).status).toBe(404);
    expect((await send('POST', `/api/admin/news/${id}/publish`, admin)).body.data.isPublished).toBe(true);
    expect((await send('DELETE', `/api/admin/news/${id}`, admin)).status).toBe(200);
    expect((await send('DELETE', `/api/admin/news/${id}`, admin)).status).toBe(404);
    const unknownTag = await send('POST', '/api/admin/news', admin, {
      ...article('x', 0, []),
      tags: [99_999],
    });
    expect(unknownTag).toMatchObject({ status: 400, body: { data: { code: 'news.unknownTag' } } });
    const noTitle = await send('POST', '/api/admin/news', admin, { ...article('x', 0, []), title: ' ' });
    expect(noTitle.body.data.fields[0]).toMatchObject({
      field: 'body.title',
      message: 'validation.required',
    });
    const badLink = await send('POST', '/api/admin/news', admin, {
      ...article('x', 0, []),
      imageUrl: 'javascript:1',
    });
    expect(badLink.body.data.fields[0]).toMatchObject({
      field: 'body.imageUrl',
      message: 'validation.linkInvalid',
    });
  });
});
