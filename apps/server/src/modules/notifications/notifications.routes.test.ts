import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationReads, notifications } from '#db/schema/index.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, type JsonBody } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

describe.each(DATABASE_KINDS)('notifications on %s', (kind) => {
  const server = useTestServer(kind);
  let admin: TestMember;
  let ana: TestMember;
  let binh: TestMember;

  const call = (method: string, path: string, who: TestMember | null, body?: unknown) =>
    callApi(server, method, path, who, body);
  const inbox = async (who: TestMember) => {
    const { status, body } = await call('GET', '/api/notifications/user?PageNumber=1&PageSize=99', who);
    expect(status).toBe(200);
    return body.data.items as JsonBody[];
  };
  const unread = (items: JsonBody[]) => items.filter((item) => !item.isRead && item.status !== 2);

  beforeAll(async () => {
    admin = await signUpMember(server, { admin: true });
    ana = await signUpMember(server);
    binh = await signUpMember(server);
  });

  it('announces a published article to every member once, stored as one row', async () => {
    const created = await call('POST', '/api/admin/news', admin, {
      title: 'Đợt mời mới',
      previewContent: 'Tóm tắt',
      imageUrl: '/content/news/draws.svg',
      isPublished: true,
    });
    const newsId = created.body.data.id;
    await call('POST', `/api/admin/news/${newsId}/unpublish`, admin);
    await call('POST', `/api/admin/news/${newsId}/publish`, admin);

    for (const who of [ana, binh]) {
      const items = await inbox(who);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        isRead: false,
        status: 1,
        type: 4,
        title_VN: 'Tin mới: Đợt mời mới',
        title_EN: 'New article: Đợt mời mới',
      });
      expect(JSON.parse(items[0].externalLink)).toEqual({
        NewsId: newsId,
        NewsImage: '/content/news/draws.svg',
      });
    }
    const rows = await server.database.db.select().from(notifications);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBeNull();
  });

  it('keeps each member’s read state apart; bulk marking skips Error items and foreign ids', async () => {
    const personal = await call('POST', '/api/admin/notifications', admin, {
      type: 0,
      title_VN: 'Chào Ana',
      title_EN: 'Hello Ana',
      userId: ana.id,
    });
    expect(personal.status).toBe(200);
    const failed = await call('POST', '/api/admin/notifications', admin, {
      type: 2,
      title_VN: 'Lỗi',
      title_EN: 'Error',
    });
    await server.database.db
      .update(notifications)
      .set({ status: 2 })
      .where(eq(notifications.id, failed.body.data.messageId));

    const anaItems = await inbox(ana);
    expect(anaItems.map((item) => item.title_EN)).toEqual(['Error', 'Hello Ana', 'New article: Đợt mời mới']);
    expect(unread(anaItems)).toHaveLength(2);
    expect((await inbox(binh)).map((item) => item.title_EN)).not.toContain('Hello Ana');

    const marked = await call(
      'PUT',
      '/api/notifications/mark-as-read-bulk',
      ana,
      anaItems.map((item) => item.messageId),
    );
    expect(marked.body).toMatchObject({ status: 200, data: { marked: 2 } });
    const after = await inbox(ana);
    expect(unread(after)).toEqual([]);
    expect(after.find((item) => item.title_EN === 'Error')).toMatchObject({ isRead: false, status: 2 });
    expect(after.find((item) => item.title_EN === 'Hello Ana')).toMatchObject({ isRead: true, status: 0 });
    expect(unread(await inbox(binh))).toHaveLength(1);

    // Bǐnh cannot mark Ana's notification, nor learn it exists.
    const foreign = await call('PUT', '/api/notifications/mark-as-read-bulk', binh, [
      personal.body.data.messageId,
    ]);
    expect(foreign.body.data.marked).toBe(0);
    const foreignOne = await call(
      'PUT',
      `/api/notifications/${personal.body.data.messageId}/mark-as-read`,
      binh,
    );
    expect(foreignOne.status).toBe(404);
    expect(await server.database.db.select().from(notificationReads)).toHaveLength(2);
  });

  it('marks a single notification read, twice harmlessly', async () => {
    const [item] = unread(await inbox(binh));
    const first = await call('PUT', `/api/notifications/${item.messageId}/mark-as-read`, binh);
    expect(first.body.data.marked).toBe(1);
    const again = await call('PUT', `/api/notifications/${item.messageId}/mark-as-read`, binh);
    expect(again).toMatchObject({ status: 200, body: { data: { marked: 0 } } });
    expect(unread(await inbox(binh))).toEqual([]);
  });

  it('does not show a member notifications for everyone sent before they joined', async () => {
    const late = await signUpMember(server);
    expect(await inbox(late)).toEqual([]);
  });

  it('needs a token, valid ids and a list body', async () => {
    expect((await call('GET', '/api/notifications/user', null)).status).toBe(401);
    expect((await call('PUT', '/api/notifications/mark-as-read-bulk', null, [])).status).toBe(401);
    const notList = await call('PUT', '/api/notifications/mark-as-read-bulk', ana, { ids: [] });
    expect(notList.status).toBe(400);
    const badId = await call('PUT', '/api/notifications/mark-as-read-bulk', ana, ['nope']);
    expect(badId.body.data.fields[0].field).toBe('body.0');
    expect((await call('GET', '/api/notifications/user?PageSize=0', ana)).status).toBe(400);
    const unknownUser = await call('POST', '/api/admin/notifications', admin, {
      title_VN: 'x',
      title_EN: 'x',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownUser.body.data.code).toBe('notifications.unknownUser');
  });

  it('lets admins list and withdraw notifications', async () => {
    const { body } = await call('GET', '/api/admin/notifications', admin);
    expect(body.data.items.length).toBeGreaterThanOrEqual(3);
    const id = body.data.items[0].messageId;
    expect((await call('DELETE', `/api/admin/notifications/${id}`, admin)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/notifications/${id}`, admin)).status).toBe(404);
    expect((await call('GET', '/api/admin/notifications', ana)).status).toBe(403);
  });
});
