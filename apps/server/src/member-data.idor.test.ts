import { createHash } from 'node:crypto';
import { profileToAnswers, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '#test/accounts.ts';
import { PNG, uploadImage } from '#test/images.ts';
import { findMailsTo } from '#test/mails.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, type JsonBody, startTestServer, type TestServer } from '#test/test-server.ts';

const ZERO_ID = '00000000-0000-4000-8000-000000000000';
const SUBMISSION = { crsResultDetailDTO: toSubmission(profileToAnswers(MARRIED_APPLICANT)) };

/** The first member, whose data every other caller aims at. */
interface Victim {
  member: TestMember;
  phoneNumber: string;
  resultId: string;
  imageUrl: string;
  newsId: string;
  notificationId: string;
  /** The last code mailed to the victim, which the other member tries as theirs. */
  code: string;
  /** The code mailed to the new address the victim asked for (pending). */
  changeCode: string;
}

interface Answer {
  status: number;
  body: JsonBody;
}

interface RouteCase {
  /** The call as `who`, aimed at the victim's data wherever the route takes an id, a URL or a code. */
  call(server: TestServer, who: TestMember | null, victim: Victim): Promise<Answer>;
  /** What another member may get: a refusal (403, 404, 400), or 200 when the route acts on their own data only. */
  other: number[];
  /** What a visitor gets: 401, unless the session is optional. */
  visitor?: number;
  /** More about the other member's answer. */
  check?(answer: Answer, victim: Victim): void;
}

const json =
  (method: string, path: (victim: Victim) => string, body?: (victim: Victim) => unknown) =>
  (server: TestServer, who: TestMember | null, victim: Victim) =>
    callApi(server, method, path(victim), who, body?.(victim));

/**
 * How to call every route that takes a member's session, keyed as the OpenAPI document names it.
 * The test fails for a route of the document missing here, so a new one cannot be forgotten.
 */
const MEMBER_ROUTES: Record<string, RouteCase> = {
  'POST /api/auth/change-password': {
    call: json(
      'POST',
      () => '/api/auth/change-password',
      () => ({ oldPassword: PASSWORD, newPassword: 'Other2026!x' }),
    ),
    other: [200],
  },
  'POST /api/auth/send-verification-code': {
    call: json('POST', () => '/api/auth/send-verification-code'),
    // A new member was sent a code at sign-up: asking again within 59 s answers 429.
    other: [200, 429],
  },
  'POST /api/auth/verify-email': {
    call: json(
      'POST',
      () => '/api/auth/verify-email',
      (victim) => ({ otp: victim.code }),
    ),
    other: [400],
  },
  'POST /api/auth/logout': { call: json('POST', () => '/api/auth/logout'), other: [200] },
  'GET /api/users/jwt': { call: json('GET', () => '/api/users/jwt'), other: [200] },
  'PUT /api/users/{id}': {
    call: json(
      'PUT',
      (victim) => `/api/users/${victim.member.id}`,
      () => ({ fullName: 'Kẻ Gian', email: 'taken-over@example.com', phoneNumber: '0999999999' }),
    ),
    other: [403, 404],
  },
  'POST /api/users/confirm-email-change': {
    call: json(
      'POST',
      () => '/api/users/confirm-email-change',
      (victim) => ({ otp: victim.changeCode }),
    ),
    // The other member has no change pending; the victim's code is not theirs either way.
    other: [400],
  },
  'POST /api/users/resend-email-change': {
    call: json('POST', () => '/api/users/resend-email-change'),
    other: [400],
  },
  'POST /api/users/cancel-email-change': {
    call: json('POST', () => '/api/users/cancel-email-change'),
    other: [200],
  },
  'GET /api/users/me/export': { call: json('GET', () => '/api/users/me/export'), other: [200] },
  'GET /api/users/me/email-preferences': {
    call: json('GET', () => '/api/users/me/email-preferences'),
    other: [200],
  },
  'PUT /api/users/me/email-preferences': {
    call: json(
      'PUT',
      () => '/api/users/me/email-preferences',
      () => ({ emailRoundAlerts: true, emailNewsDigest: true, language: 'en' }),
    ),
    other: [200],
  },
  'DELETE /api/users/me': {
    call: json(
      'DELETE',
      () => '/api/users/me',
      () => ({ password: PASSWORD }),
    ),
    other: [200],
  },
  'POST /api/images/upload': {
    call: (server, who) => uploadImage(server, who, PNG, 'mine.png'),
    other: [200],
  },
  'DELETE /api/images/delete-by-url': {
    call: json('DELETE', (victim) => `/api/images/delete-by-url?url=${encodeURIComponent(victim.imageUrl)}`),
    other: [403, 404],
  },
  'GET /api/news': {
    call: json('GET', () => '/api/news?postEnum=3&PageSize=50'),
    other: [200],
    check: (answer, victim) =>
      expect(answer.body.data.items.map((item: JsonBody) => item.id)).not.toContain(victim.newsId),
  },
  'GET /api/news/{id}': {
    call: json('GET', (victim) => `/api/news/${victim.newsId}`),
    visitor: 200,
    other: [200],
    check: (answer) => expect(answer.body.data.isSaved).toBe(false),
  },
  'PUT /api/news/{id}/save-news': {
    call: json('PUT', (victim) => `/api/news/${victim.newsId}/save-news`),
    other: [200],
  },
  'POST /api/crs/save-crs-result': {
    call: json(
      'POST',
      () => '/api/crs/save-crs-result',
      () => SUBMISSION,
    ),
    other: [200],
  },
  'POST /api/crs/last-5-crs-results': {
    call: json('POST', () => '/api/crs/last-5-crs-results'),
    other: [200],
  },
  'GET /api/crs/crs-result/{id}': {
    call: json('GET', (victim) => `/api/crs/crs-result/${victim.resultId}`),
    other: [404],
  },
  'PUT /api/crs/crs-result/{id}': {
    call: json(
      'PUT',
      (victim) => `/api/crs/crs-result/${victim.resultId}`,
      () => SUBMISSION,
    ),
    other: [404],
  },
  'GET /api/crs/crs-result/result/{id}': {
    call: json('GET', (victim) => `/api/crs/crs-result/result/${victim.resultId}`),
    other: [404],
  },
  'PATCH /api/crs/crs-result/{id}': {
    call: json(
      'PATCH',
      (victim) => `/api/crs/crs-result/${victim.resultId}`,
      () => ({ name: 'Của người khác' }),
    ),
    other: [404],
  },
  'DELETE /api/crs/crs-result/{id}': {
    call: json('DELETE', (victim) => `/api/crs/crs-result/${victim.resultId}`),
    other: [404],
  },
  'POST /api/crs/crs-result/{id}/share': {
    call: json('POST', (victim) => `/api/crs/crs-result/${victim.resultId}/share`),
    other: [404],
  },
  'DELETE /api/crs/crs-result/{id}/share': {
    call: json('DELETE', (victim) => `/api/crs/crs-result/${victim.resultId}/share`),
    other: [404],
  },
  'GET /api/notifications/user': {
    call: json('GET', () => '/api/notifications/user?PageSize=100'),
    other: [200],
  },
  'PUT /api/notifications/mark-as-read-bulk': {
    call: json(
      'PUT',
      () => '/api/notifications/mark-as-read-bulk',
      (victim) => [victim.notificationId],
    ),
    other: [200, 404],
    check: (answer) => {
      if (answer.status === 200) expect(answer.body.data.marked).toBe(0);
    },
  },
  'PUT /api/notifications/{messageId}/mark-as-read': {
    call: json('PUT', (victim) => `/api/notifications/${victim.notificationId}/mark-as-read`),
    other: [404],
  },
};

/** The routes of the document that a member's session opens: a bearer token, outside /api/admin. */
function memberRoutesOf(spec: JsonBody) {
  const all = Object.entries(spec.paths as Record<string, Record<string, { security?: object[] }>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        path,
        hasSession: (operation.security ?? []).some((requirement) => 'bearer' in requirement),
      })),
  );
  const member = all.filter((route) => route.hasSession && !route.path.startsWith('/api/admin'));
  const open = all.filter((route) => !route.hasSession && !route.path.startsWith('/api/admin'));
  return { member: member.map((route) => route.key), open: open.map((route) => route.key) };
}

/**
 * IDOR (issue 10, "Security"): every member route of the OpenAPI document refuses a visitor (401),
 * and another member's call aimed at the first member's result, image, notification, profile or
 * code reads nothing of theirs and changes nothing of theirs.
 */
describe.each(DATABASE_KINDS)("a member's data against other callers on %s", (kind) => {
  let server: TestServer;
  let victim: Victim;
  let routes: ReturnType<typeof memberRoutesOf>;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      rateLimit: { max: 1e6, timeWindowMs: 60_000, redisNamespace: 'idor:' },
      authLimits: { windowMs: 60_000, loginPerIdentifier: 1e6, loginPerIp: 1e6, codesPerIp: 1e6 },
    });
    routes = memberRoutesOf(await server.apiDocument());
    const admin = await signUpMember(server, { admin: true });
    const member = await signUpMember(server);
    const news = await callApi(server, 'POST', '/api/admin/news', admin, {
      title: 'Đợt mời (draw) mới',
      content: '<p>Điểm CRS</p>',
      isPublished: true,
    });
    const newsId = news.body.data.id;
    expect((await callApi(server, 'PUT', `/api/news/${newsId}/save-news`, member)).body.data.isSaved).toBe(
      true,
    );
    const notification = await callApi(server, 'POST', '/api/admin/notifications', admin, {
      title_VN: 'Riêng bạn',
      title_EN: 'Only yours',
      userId: member.id,
    });
    const saved = await callApi(server, 'POST', '/api/crs/save-crs-result', member, SUBMISSION);
    const image = await uploadImage(server, member, PNG, 'mine.png');
    const me = await callApi(server, 'GET', '/api/users/jwt', member);
    const [mail] = await findMailsTo(server.database.db, member.email);
    // A change of e-mail waits for its code: no other member may confirm or cancel it.
    const pendingEmail = `pending-${member.email}`;
    const asked = await callApi(server, 'PUT', `/api/users/${member.id}`, member, {
      fullName: me.body.data.fullName,
      email: pendingEmail,
      phoneNumber: me.body.data.phoneNumber,
    });
    expect(asked.body.data.pendingEmail).toBe(pendingEmail);
    const [changeMail] = await findMailsTo(server.database.db, pendingEmail);
    victim = {
      member,
      phoneNumber: me.body.data.phoneNumber,
      resultId: saved.body.data,
      imageUrl: image.body.data.downloadUrl,
      newsId,
      notificationId: notification.body.data.messageId,
      code: mail?.code ?? '',
      changeCode: changeMail?.code ?? '',
    };
    expect(victim.code).toMatch(/^\d{4}$/);
    expect(victim.changeCode).toMatch(/^\d{4}$/);
  });
  afterAll(() => server.close());

  /** Everything of the victim's, as the victim sees it through the API, and the mails sent to them. */
  async function snapshotOf(target: Victim) {
    const as = async (method: string, path: string) => {
      const answer = await callApi(server, method, path, target.member);
      expect(answer.status, `${method} ${path} as the victim`).toBe(200);
      return answer.body.data;
    };
    const { exportedAt: _, ...exported } = await as('GET', '/api/users/me/export');
    const image = await server.request(target.imageUrl);
    const mails = await findMailsTo(server.database.db, target.member.email);
    return {
      me: await as('GET', '/api/users/jwt'),
      exported,
      history: await as('POST', '/api/crs/last-5-crs-results'),
      result: await as('GET', `/api/crs/crs-result/${target.resultId}`),
      saved: (await as('GET', '/api/news?postEnum=3&PageSize=50')).items.map((item: JsonBody) => item.id),
      inbox: await as('GET', '/api/notifications/user?PageSize=100'),
      image: [
        image.status,
        createHash('sha256')
          .update(Buffer.from(await image.arrayBuffer()))
          .digest('hex'),
      ],
      mails: mails.map((mail) => `${mail.subject} ${mail.code}`).sort(),
    };
  }

  it('knows how to call every member route of the OpenAPI document, and only those', () => {
    expect(routes.member.length).toBeGreaterThanOrEqual(20);
    expect([...routes.member].sort()).toEqual(Object.keys(MEMBER_ROUTES).sort());
  });

  it('keeps every route the document shows without a session open to visitors', async () => {
    for (const key of routes.open) {
      const [method = 'GET', path = ''] = key.split(' ');
      const concrete = path.replace('{lng}', 'en').replace(/\{[^}]+\}/g, ZERO_ID);
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const { status } = await callApi(server, method, concrete, null, body);
      expect(status, `${key} takes no session, so a visitor is not refused`).not.toBe(401);
      expect(status, key).toBeLessThan(500);
    }
  });

  it.each(Object.keys(MEMBER_ROUTES))(
    '%s refuses a visitor, and reads or changes nothing of another member',
    async (key) => {
      const route = MEMBER_ROUTES[key] as RouteCase;
      const before = await snapshotOf(victim);

      const visitor = await route.call(server, null, victim);
      expect(visitor.status, 'a visitor').toBe(route.visitor ?? 401);
      if ((route.visitor ?? 401) === 401) expect(visitor.body.data.code).toBe('auth.unauthorized');

      const other = await signUpMember(server);
      const answer = await route.call(server, other, victim);
      expect(route.other, `another member got ${answer.status}: ${JSON.stringify(answer.body)}`).toContain(
        answer.status,
      );
      route.check?.(answer, victim);
      const text = JSON.stringify(answer.body);
      const imageName = victim.imageUrl.split('/').pop() as string;
      for (const secret of [
        victim.member.id,
        victim.member.email,
        victim.phoneNumber,
        victim.resultId,
        victim.notificationId,
        imageName,
      ]) {
        expect(text, `the answer holds the victim's ${secret}`).not.toContain(secret);
      }

      expect(await snapshotOf(victim)).toEqual(before);
      // Their password and session are theirs still.
      expect((await callApi(server, 'GET', '/api/users/jwt', victim.member)).status).toBe(200);
      const login = await callApi(server, 'POST', '/api/auth/login', null, {
        loginIdentifier: victim.member.email,
        password: PASSWORD,
      });
      expect(login.body.token).toEqual(expect.any(String));
      expect(login.body.token).not.toBe('');
    },
  );
});
