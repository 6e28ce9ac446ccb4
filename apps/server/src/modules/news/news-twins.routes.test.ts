import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#db/schema/index.ts';
import { auditEntries } from '#test/audit-entries.ts';
import type { TestMember } from '#test/members.ts';
import { useNewsDesk } from '#test/news-desk.ts';
import { DATABASE_KINDS } from '#test/test-server.ts';

const DAY = 86_400_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASE_KINDS)('news twins on %s', (kind) => {
  const { server, admin, member, tagIds, ids, send, list } = useNewsDesk(kind);
  const listed = async (query: string, who: TestMember | null = null) =>
    (await list(query, who)).items.map((item) => item.id);
  const read = async (id: string | undefined, who: TestMember | null = null) =>
    (await send('GET', `/api/news/${id}`, who)).body.data;

  const article = (title: string, language: 'vi' | 'en', daysAgo: number, extra: object = {}) => ({
    title,
    previewContent: `${title}.`,
    content: `<p>${title}</p>`,
    author: 'MapleBridge',
    language,
    publishDate: new Date(Date.now() - daysAgo * DAY).toISOString(),
    isPublished: true,
    tags: [tagIds.french, tagIds.recommended],
    ...extra,
  });
  const create = async (key: string, input: object) => {
    const created = await send('POST', '/api/admin/news', admin, input);
    expect(created.status, key).toBe(200);
    ids[key] = created.body.data.id;
    return created.body.data;
  };

  beforeAll(async () => {
    const french = await send('POST', '/api/admin/tags', admin, {
      name: 'french',
      descriptionVN: 'Tiếng Pháp',
      descriptionEN: 'French',
    });
    tagIds.french = french.body.data.id;

    // A story in both languages, linked when the English version is written.
    await create('frenchVi', article('Tiếng Pháp: điểm cộng Express Entry', 'vi', 0));
    await create(
      'frenchEn',
      article('French: Express Entry bonus points', 'en', 1, { twinId: ids.frenchVi }),
    );
    // Stories told in one language only.
    await create('loneEn', article('Express Entry draw in English only', 'en', 2));
    await create('loneVi', article('Đợt mời chỉ có tiếng Việt', 'vi', 3, { tags: [] }));
    // Pairs of which one version is still a draft: the published one stands alone.
    await create('fundsVi', article('Chứng minh tài chính', 'vi', 4, { tags: [] }));
    await create(
      'fundsEn',
      article('Proof of funds', 'en', 4, { tags: [], isPublished: false, twinId: ids.fundsVi }),
    );
    await create('ecaVi', article('Thẩm định bằng cấp', 'vi', 5, { tags: [], isPublished: false }));
    await create('ecaEn', article('Credential assessment', 'en', 5, { tags: [], twinId: ids.ecaVi }));
  });

  it('lists each story once in the reader language; a story told in one language comes in it', async () => {
    const inVietnamese = await list('lng=vi&PageSize=100');
    expect(inVietnamese.items.map((item) => item.id)).toEqual([
      ids.frenchVi,
      ids.loneEn,
      ids.loneVi,
      ids.fundsVi,
      ids.ecaEn,
    ]);
    expect(inVietnamese.items.map((item) => item.language)).toEqual(['vi', 'en', 'vi', 'vi', 'en']);
    expect(await listed('lng=en&PageSize=100')).toEqual([
      ids.frenchEn,
      ids.loneEn,
      ids.loneVi,
      ids.fundsVi,
      ids.ecaEn,
    ]);
    // Without a reader language, every published version (the console's filter is `language`).
    expect(await listed('PageSize=100')).toHaveLength(6);
    expect(await listed('language=en&PageSize=100')).toEqual([ids.frenchEn, ids.loneEn, ids.ecaEn]);
  });

  it('keeps one version per story through tags, recommended, search and related news', async () => {
    expect(await listed(`lng=vi&tags=${tagIds.french}`)).toEqual([ids.frenchVi, ids.loneEn]);
    expect(await listed(`lng=en&tags=${tagIds.french}`)).toEqual([ids.frenchEn, ids.loneEn]);
    expect(await listed('lng=en&postEnum=2')).toEqual([ids.frenchEn, ids.loneEn]);
    expect(await listed('lng=vi&postEnum=2&orderby=1')).toEqual([ids.loneEn, ids.frenchVi]);
    expect(await listed('lng=vi&keyword=Express%20Entry&orderby=1')).toEqual([ids.loneEn, ids.frenchVi]);
    expect(await listed('lng=en&keyword=Express%20Entry&orderby=1')).toEqual([ids.loneEn, ids.frenchEn]);
    expect((await listed('lng=en&keyword=Express%20Entry')).sort()).toEqual(
      [ids.frenchEn, ids.loneEn].sort(),
    );
    // Related to an article: never the same story in the other language.
    expect(await listed(`lng=en&tags=${tagIds.french}&excludeId=${ids.frenchVi}`)).toEqual([ids.loneEn]);
    expect(await listed(`lng=vi&tags=${tagIds.french}&excludeId=${ids.frenchEn}`)).toEqual([ids.loneEn]);
  });

  it('pages by story: no story twice, none skipped, the last page says so', async () => {
    const seen: string[] = [];
    for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
      const page = await list(`lng=en&PageNumber=${pageNumber}&PageSize=2`);
      seen.push(...page.items.map((item) => item.id));
      expect(page.hasNextPage).toBe(pageNumber < 3);
    }
    expect(seen).toEqual(await listed('lng=en&PageSize=100'));
    expect(new Set(seen).size).toBe(5);
  });

  it('lists a member’s saved articles as saved, whatever the reader language', async () => {
    expect((await send('PUT', `/api/news/${ids.frenchVi}/save-news`, member)).status).toBe(200);
    expect(await listed('lng=en&postEnum=3', member)).toEqual([ids.frenchVi]);
  });

  it('names the published twin to readers, any twin to staff', async () => {
    expect(await read(ids.frenchVi)).toMatchObject({
      twinId: ids.frenchEn,
      twin: {
        id: ids.frenchEn,
        title: 'French: Express Entry bonus points',
        language: 'en',
        isPublished: true,
      },
    });
    expect(await read(ids.frenchEn)).toMatchObject({ twinId: ids.frenchVi, twin: { language: 'vi' } });
    expect(await read(ids.loneEn)).toMatchObject({ twinId: null, twin: null });
    expect(await read(ids.fundsVi, member)).toMatchObject({ twinId: null, twin: null });
    expect(await read(ids.fundsVi, admin)).toMatchObject({
      twinId: ids.fundsEn,
      twin: { id: ids.fundsEn, isPublished: false },
    });
  });

  describe('linking', () => {
    const draft = (title: string, language: 'vi' | 'en', extra: object = {}) =>
      article(title, language, 10, { tags: [], isPublished: false, ...extra });
    const twinOf = async (key: string) => (await read(ids[key], admin)).twinId;
    const update = (key: string, input: object) => send('PUT', `/api/admin/news/${ids[key]}`, admin, input);

    beforeAll(async () => {
      await create('x', draft('Bài X', 'vi'));
      await create('y', draft('Article Y', 'en'));
      await create('z', draft('Article Z', 'en'));
      await create('w', draft('Bài W', 'vi'));
    });

    it('links both ways, and a new link unlinks the earlier twins of both', async () => {
      const linked = await update('x', draft('Bài X', 'vi', { twinId: ids.y }));
      expect(linked.body.data).toMatchObject({ twinId: ids.y, twin: { id: ids.y, title: 'Article Y' } });
      expect(await twinOf('y')).toBe(ids.x);

      await update('w', draft('Bài W', 'vi', { twinId: ids.z }));
      // X's twin becomes Z: Y loses X, W loses Z.
      await update('z', draft('Article Z', 'en', { twinId: ids.x }));
      expect([await twinOf('x'), await twinOf('y'), await twinOf('z'), await twinOf('w')]).toEqual([
        ids.z,
        null,
        ids.x,
        null,
      ]);
      const [entry] = await auditEntries(
        server,
        'admin.news.update',
        eq(auditLog.path, `/api/admin/news/${ids.z}`),
      );
      expect(entry).toMatchObject({ method: 'PUT', statusCode: 200, actorId: admin.id });
    });

    it('keeps the twin when the body leaves it out, and unlinks both with null', async () => {
      await update('x', draft('Bài X đã sửa', 'vi'));
      expect(await twinOf('x')).toBe(ids.z);
      const unlinked = await update('x', draft('Bài X', 'vi', { twinId: null }));
      expect(unlinked.body.data).toMatchObject({ twinId: null, twin: null });
      expect(await twinOf('z')).toBeNull();
    });

    it('refuses a twin in the same language, itself, an unknown or malformed id, and changes nothing', async () => {
      await update('x', draft('Bài X', 'vi', { twinId: ids.z }));
      for (const twinId of [ids.w, ids.x]) {
        const refused = await update('x', draft('Bài X đổi tên', 'vi', { twinId }));
        expect(refused.status).toBe(400);
        expect(refused.body.data).toMatchObject({
          code: 'request.invalid',
          fields: [{ field: 'body.twinId', message: 'validation.twinLanguage' }],
        });
      }
      const unknown = await update('x', draft('Bài X', 'vi', { twinId: UNKNOWN_ID }));
      expect(unknown.status).toBe(404);
      expect(unknown.body.data).toMatchObject({ code: 'news.notFound', fields: [{ field: 'body.twinId' }] });
      const malformed = await update('x', draft('Bài X', 'vi', { twinId: 'not-an-id' }));
      expect(malformed.status).toBe(400);
      expect(malformed.body.data.fields[0].field).toBe('body.twinId');
      const created = await send('POST', '/api/admin/news', admin, draft('Bài mới', 'vi', { twinId: ids.w }));
      expect(created.status).toBe(400);
      expect((await read(ids.x, admin)).title).toBe('Bài X');
      expect(await twinOf('x')).toBe(ids.z);
      expect(await listed('isPublished=false&keyword=moi', admin)).toEqual([]);
      const missing = await send(
        'PUT',
        `/api/admin/news/${UNKNOWN_ID}`,
        admin,
        draft('?', 'vi', { twinId: ids.y }),
      );
      expect(missing).toMatchObject({ status: 404, body: { data: { code: 'news.notFound' } } });
    });

    it('refuses a language change that would put both twins in one language, unless it unlinks', async () => {
      const refused = await update('x', draft('Article X', 'en'));
      expect(refused.status).toBe(400);
      expect(refused.body.data.fields[0]).toMatchObject({
        field: 'body.language',
        message: 'validation.twinLanguage',
      });
      expect((await read(ids.x, admin)).language).toBe('vi');
      const moved = await update('x', draft('Article X', 'en', { twinId: null }));
      expect(moved.body.data).toMatchObject({ language: 'en', twinId: null });
      expect(await twinOf('z')).toBeNull();
    });

    it('unlinks the twin of a deleted article', async () => {
      await update('w', draft('Bài W', 'vi', { twinId: ids.y }));
      expect((await send('DELETE', `/api/admin/news/${ids.y}`, admin)).status).toBe(200);
      expect(await twinOf('w')).toBeNull();
    });

    it('lets staff only link twins', async () => {
      const input = draft('Bài X', 'vi', { twinId: ids.z });
      expect((await send('PUT', `/api/admin/news/${ids.w}`, member, input)).status).toBe(403);
      expect((await send('PUT', `/api/admin/news/${ids.w}`, null, input)).status).toBe(401);
      expect(await twinOf('w')).toBeNull();
    });
  });
});
