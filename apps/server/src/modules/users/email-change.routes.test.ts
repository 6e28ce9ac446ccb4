import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#db/schema/index.ts';
import { createUsersRepository } from '#modules/users/users.repository.ts';
import { accountClient, OPEN_AUTH_LIMITS, wrongCodeFor } from '#test/accounts.ts';
import { auditEntries } from '#test/audit-entries.ts';
import { DATABASE_KINDS, namedSchemaOf, readJson } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

/**
 * Issue 18, point 9: a new e-mail is only pending until the new address confirms the code mailed
 * to it; the old address is told once it changes.
 */
describe.each(DATABASE_KINDS)('changing the e-mail on %s', (kind) => {
  const server = useTestServer(kind, { authLimits: OPEN_AUTH_LIMITS });
  const api = accountClient(server, 'move');
  let sequence = 0;

  const freshAddress = () => `moved${process.pid}.${++sequence}@example.com`;
  const profile = (member: { fullName: string; phoneNumber: string }, email: string) => ({
    fullName: member.fullName,
    email,
    phoneNumber: member.phoneNumber,
    address: 'Đà Nẵng',
    avatarUrl: '',
  });
  const me = async (token: string) =>
    (
      await readJson(
        await server.request('/api/users/jwt', { headers: { authorization: `Bearer ${token}` } }),
      )
    ).data;
  const confirm = (otp: string, token: string) => api.post('/api/users/confirm-email-change', { otp }, token);

  /** A member with a session who asked to move to a fresh address. */
  async function memberMovingTo(newEmail = freshAddress()) {
    const member = await api.register();
    const token = await api.token(member.email);
    const asked = await api.put(`/api/users/${member.id}`, profile(member, newEmail.toUpperCase()), token);
    expect(asked.status).toBe(200);
    return { member, token, newEmail, answer: (await readJson(asked)).data };
  }

  it('keeps the old e-mail until the new address confirms the code; then the old address is told', async () => {
    const { member, token, newEmail, answer } = await memberMovingTo();
    expect(answer).toMatchObject({ email: member.email, pendingEmail: newEmail, address: 'Đà Nẵng' });
    expect(await me(token)).toMatchObject({ email: member.email, pendingEmail: newEmail });
    expect(await api.loginStatus(newEmail)).toBe(401);
    expect(await api.loginStatus(member.email)).toBe(200);

    const [codeMail] = await api.mailsTo(newEmail);
    expect(codeMail?.code).toMatch(/^\d{4}$/);
    expect(codeMail?.text).toContain('Chào Phạm Thu Hà');
    expect(codeMail?.subject).toContain(codeMail?.code as string);

    const wrong = await confirm(wrongCodeFor(codeMail?.code as string), token);
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).data.code).toBe('otp.invalid');
    expect((await me(token)).email).toBe(member.email);

    const confirmed = await confirm(codeMail?.code as string, token);
    expect(confirmed.status).toBe(200);
    expect((await readJson(confirmed)).data).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      isEmailVerified: true,
      signUpEmail: member.email,
    });
    expect(await api.loginStatus(newEmail)).toBe(200);
    expect(await api.loginStatus(member.email)).toBe(401);
    const [notice] = await api.mailsTo(member.email);
    expect(notice?.code).toBeNull();
    expect(notice?.text).toContain(newEmail);
    // The code is used up.
    expect((await confirm(codeMail?.code as string, token)).status).toBe(400);
  });

  it('resends the code after 59 seconds, and cancels the change', async () => {
    const { member, token, newEmail } = await memberMovingTo();
    const tooSoon = await api.post('/api/users/resend-email-change', undefined, token);
    expect(tooSoon.status).toBe(429);
    const first = await api.latestCode(newEmail);
    await api.ageCodes(member.email);
    expect((await api.post('/api/users/resend-email-change', undefined, token)).status).toBe(200);
    expect(await api.mailsTo(newEmail)).toHaveLength(2);
    const second = await api.latestCode(newEmail);

    const cancelled = await api.post('/api/users/cancel-email-change', undefined, token);
    expect(cancelled.status).toBe(200);
    expect((await readJson(cancelled)).data).toMatchObject({ email: member.email, pendingEmail: null });
    for (const code of new Set([first, second])) expect((await confirm(code, token)).status).toBe(400);
    expect((await me(token)).email).toBe(member.email);
  });

  it('binds a code to the address it was sent to', async () => {
    const { member, token, newEmail: first } = await memberMovingTo();
    const firstCode = await api.latestCode(first);
    await api.ageCodes(member.email);
    const second = freshAddress();
    expect((await api.put(`/api/users/${member.id}`, profile(member, second), token)).status).toBe(200);
    if (firstCode !== (await api.latestCode(second)))
      expect((await confirm(firstCode, token)).status).toBe(400);
    expect((await confirm(await api.latestCode(second), token)).status).toBe(200);
    expect((await me(token)).email).toBe(second);
  });

  it('refuses a taken address when asked, and again when confirmed (409)', async () => {
    const [member, other] = [await api.register(), await api.register()];
    const token = await api.token(member.email);
    const taken = await api.put(`/api/users/${member.id}`, profile(member, other.email), token);
    expect(taken.status).toBe(409);
    expect((await readJson(taken)).data.code).toBe('auth.emailTaken');
    expect(await me(token)).toMatchObject({ email: member.email, pendingEmail: null });

    const newEmail = freshAddress();
    await api.put(`/api/users/${member.id}`, profile(member, newEmail), token);
    const code = await api.latestCode(newEmail);
    // Someone signs up with the address in between.
    expect(
      (
        await api.post('/api/auth/register', {
          email: newEmail,
          phoneNumber: '0712345678',
          fullName: 'Người Khác',
          password: 'Maple2026!',
          isAccepted: true,
        })
      ).status,
    ).toBe(200);
    const late = await confirm(code, token);
    expect(late.status).toBe(409);
    expect((await readJson(late)).data.code).toBe('auth.emailTaken');
    expect((await me(token)).email).toBe(member.email);
  });

  it('answers 400 when no change is pending', async () => {
    const member = await api.register();
    const token = await api.token(member.email);
    const answer = await confirm('1234', token);
    expect(answer.status).toBe(400);
    expect((await readJson(answer)).data.code).toBe('users.noPendingEmail');
    expect((await api.post('/api/users/resend-email-change', undefined, token)).status).toBe(400);
  });

  it('locks the change code after 10 wrong codes across resends', async () => {
    const { member, token, newEmail } = await memberMovingTo();
    let code = await api.latestCode(newEmail);
    for (let i = 0; i < 5; i++) await confirm(wrongCodeFor(code), token);
    await api.ageCodes(member.email);
    await api.post('/api/users/resend-email-change', undefined, token);
    code = await api.latestCode(newEmail);
    for (let i = 0; i < 5; i++) await confirm(wrongCodeFor(code), token);
    const right = await confirm(code, token);
    expect(right.status).toBe(429);
    expect((await readJson(right)).data.code).toBe('otp.locked');
    expect((await me(token)).email).toBe(member.email);
    const [notice] = await api.mailsTo(member.email);
    expect(notice?.subject).toContain('tạm khóa');
  });

  it("lets an admin change a member's e-mail at once: audited, the old address told, the new one to verify", async () => {
    const [admin, member] = [await api.register(), await api.register()];
    await createUsersRepository(server.database.db).update(admin.id, { userType: 1 });
    const adminToken = await api.token(admin.email);
    const newEmail = freshAddress();
    const changed = await api.put(`/api/users/${member.id}`, profile(member, newEmail), adminToken);
    expect(changed.status).toBe(200);
    expect((await readJson(changed)).data).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      isEmailVerified: false,
    });
    expect(await api.loginStatus(newEmail)).toBe(200);
    const [notice] = await api.mailsTo(member.email);
    expect(notice?.text).toContain(newEmail);
    const entries = await auditEntries(server, 'admin.members.email', eq(auditLog.actorId, admin.id));
    expect(entries).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        method: 'PUT',
        path: `/api/users/${member.id}`,
        subject: `${member.email} → ${newEmail}`,
        ip: '127.0.0.1',
        statusCode: 200,
      }),
    ]);
  });

  it('documents the confirm, resend and cancel routes in /api/docs', async () => {
    const spec = await readJson(await server.request('/api/docs/json'));
    for (const route of ['confirm-email-change', 'resend-email-change', 'cancel-email-change'])
      expect(spec.paths[`/api/users/${route}`]?.post?.summary).toEqual(expect.any(String));
    expect(
      namedSchemaOf(
        spec,
        spec.paths['/api/auth/verify-otp'].post.responses['200'].content['application/json'].schema,
      ),
    ).toMatchObject({ properties: { data: { properties: { resetToken: { type: 'string' } } } } });
  });
});
