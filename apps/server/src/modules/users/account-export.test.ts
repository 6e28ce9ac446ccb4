import { profileToAnswers, scoreProfile, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

const SUBMISSION = { crsResultDetailDTO: toSubmission(profileToAnswers(MARRIED_APPLICANT)) };

/** The export holds everything kept about the member, and nothing about anyone else. */
describe.each(DATABASE_KINDS)("a member's data export on %s", (kind) => {
  const server = useTestServer(kind);
  let admin: TestMember;
  let member: TestMember;
  let other: TestMember;
  beforeAll(async () => {
    admin = await signUpMember(server, { admin: true });
    member = await signUpMember(server);
    other = await signUpMember(server);
  });

  const exportOf = async (who: TestMember) => {
    const answer = await callApi(server, 'GET', '/api/users/me/export', who);
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it('holds their saved results, saved articles, notifications, read marks and messages', async () => {
    const article = await callApi(server, 'POST', '/api/admin/news', admin, {
      title: 'Đợt mời mới',
      content: '<p>Điểm CRS</p>',
      isPublished: true,
    });
    const newsId = article.body.data.id;
    await callApi(server, 'PUT', `/api/news/${newsId}/save-news`, member);
    const sent = await callApi(server, 'POST', '/api/admin/notifications', admin, {
      title_VN: 'Riêng bạn',
      title_EN: 'Only yours',
      userId: member.id,
    });
    const notificationId = sent.body.data.messageId;
    expect(
      (await callApi(server, 'PUT', `/api/notifications/${notificationId}/mark-as-read`, member)).status,
    ).toBe(200);
    const saved = await callApi(server, 'POST', '/api/crs/save-crs-result', member, SUBMISSION);
    const message = await callApi(server, 'POST', '/api/contact-support', member, {
      fullName: 'Lê Văn Cường',
      email: member.email,
      message: 'Tôi muốn hỏi về Express Entry.',
    });
    expect(message.status).toBe(200);

    const data = await exportOf(member);
    expect(data.crsResults).toEqual([
      expect.objectContaining({
        id: saved.body.data,
        grandTotal: scoreProfile(MARRIED_APPLICANT).grandtotal,
      }),
    ]);
    expect(data.crsResults[0].answers).toEqual(profileToAnswers(MARRIED_APPLICANT));
    expect(data.savedNews).toEqual([{ newsId, title: 'Đợt mời mới', savedAt: expect.any(String) }]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ id: notificationId, titleVn: 'Riêng bạn', titleEn: 'Only yours' }),
    ]);
    expect(data.notificationsRead).toEqual([{ notificationId, readAt: expect.any(String) }]);
    expect(data.supportMessages).toEqual([
      expect.objectContaining({
        reference: message.body.data.reference,
        message: 'Tôi muốn hỏi về Express Entry.',
      }),
    ]);
  });

  it('holds nothing of another member’s', async () => {
    const data = await exportOf(other);
    expect(data.user.email).toBe(other.email);
    for (const part of [
      'images',
      'crsResults',
      'savedNews',
      'notifications',
      'notificationsRead',
      'supportMessages',
    ])
      expect(data[part], part).toEqual([]);
  });
});
