import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, oneTimeCodeFailures, oneTimeCodeLocks } from '#db/schema/index.ts';
import { createUsersRepository } from '#modules/users/users.repository.ts';
import { accountClient, OPEN_AUTH_LIMITS, wrongCodeFor } from '#test/accounts.ts';
import { auditEntries } from '#test/audit-entries.ts';
import { callApi, signUpMember } from '#test/members.ts';
import { DATABASE_KINDS, readJson } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

const HOUR = 3600;

/**
 * Issue 18, point 2: wrong codes are counted per address and purpose over a rolling hour, across
 * resends; the tenth locks that purpose's checks for an hour, mails the owner and is audited.
 */
describe.each(DATABASE_KINDS)('wrong codes across resends on %s', (kind) => {
  const server = useTestServer(kind, { authLimits: OPEN_AUTH_LIMITS });
  const api = accountClient(server, 'lock');

  const verifyReset = (email: string, otp: string) => api.post('/api/auth/verify-otp', { email, otp });
  const codeOf = async (response: Response) => (await readJson(response)).data.code;

  /** Five wrong reset codes on one code, a resend, then four more: nine wrong, one code live. */
  async function nineWrongResetCodes(email: string) {
    const answers = [];
    expect((await api.post('/api/auth/forgot-password', { email })).status).toBe(200);
    let code = await api.latestCode(email);
    for (let i = 0; i < 5; i++) answers.push(await codeOf(await verifyReset(email, wrongCodeFor(code))));
    await api.ageCodes(email);
    expect((await api.post('/api/auth/forgot-password', { email })).status).toBe(200);
    code = await api.latestCode(email);
    for (let i = 0; i < 4; i++) answers.push(await codeOf(await verifyReset(email, wrongCodeFor(code))));
    expect(answers).toEqual([
      ...Array(4).fill('otp.invalid'),
      'otp.tooManyAttempts',
      ...Array(4).fill('otp.invalid'),
    ]);
    return code;
  }

  it('locks reset code checks at the tenth wrong code across resends: the right code is refused, the owner mailed, the lock audited', async () => {
    const member = await api.register();
    const code = await nineWrongResetCodes(member.email);

    const tenth = await verifyReset(member.email, wrongCodeFor(code));
    expect(tenth.status).toBe(429);
    const body = await readJson(tenth);
    expect(body.data.code).toBe('otp.locked');
    expect(body.data.retryAfterSeconds).toBeGreaterThan(HOUR - 60);
    expect(body.data.retryAfterSeconds).toBeLessThanOrEqual(HOUR);
    expect(Number(tenth.headers.get('retry-after'))).toBe(body.data.retryAfterSeconds);

    const right = await verifyReset(member.email, code);
    expect(right.status).toBe(429);
    expect(await codeOf(right)).toBe('otp.locked');
    // A new code does not open the lock either.
    await api.ageCodes(member.email);
    await api.post('/api/auth/forgot-password', { email: member.email });
    expect(await codeOf(await verifyReset(member.email, await api.latestCode(member.email)))).toBe(
      'otp.locked',
    );

    const notices = (await api.mailsTo(member.email)).filter((mail) => mail.code === null);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toContain('tạm khóa');
    expect(notices[0]?.text).toContain('Chào Phạm Thu Hà');
    expect(notices[0]?.text).toContain('đặt lại mật khẩu');

    const entries = await auditEntries(server, 'security.codesLocked', eq(auditLog.subject, member.email));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: null,
        method: 'POST',
        path: '/api/auth/verify-otp',
        statusCode: 429,
        ip: '127.0.0.1',
        createdAt: expect.any(Date),
      }),
    ]);
    // Staff read it in the console's audit log.
    const admin = await signUpMember(server, { admin: true });
    const log = await callApi(server, 'GET', '/api/admin/audit-log?action=security.', admin);
    expect(log.body.data.items).toContainEqual(
      expect.objectContaining({ action: 'security.codesLocked', subject: member.email, ip: '127.0.0.1' }),
    );
  });

  it('locks e-mail verification the same way, with the notice in the member’s language; another purpose stays open', async () => {
    const member = await api.register();
    await createUsersRepository(server.database.db).update(member.id, { defaultLanguage: 'en' });
    const token = await api.token(member.email);
    const verify = (otp: string) => api.post('/api/auth/verify-email', { otp }, token);
    let code = await api.latestCode(member.email);
    for (let i = 0; i < 5; i++) await verify(wrongCodeFor(code));
    await api.ageCodes(member.email);
    expect((await api.post('/api/auth/send-verification-code', undefined, token)).status).toBe(200);
    code = await api.latestCode(member.email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await codeOf(await verify(wrongCodeFor(code))));
    expect(answers).toEqual([...Array(4).fill('otp.invalid'), 'otp.locked']);
    expect(await codeOf(await verify(code))).toBe('otp.locked');
    const [notice] = (await api.mailsTo(member.email)).filter((mail) => mail.code === null);
    expect(notice?.subject).toMatch(/paused/i);
    expect(notice?.text).toContain('Hello Phạm Thu Hà');
    expect(notice?.text).toContain('e-mail verification');

    // The reset codes of the same address are counted apart.
    await api.post('/api/auth/forgot-password', { email: member.email });
    expect((await verifyReset(member.email, await api.latestCode(member.email))).status).toBe(200);
  });

  it('forgets wrong codes older than an hour', async () => {
    const member = await api.register();
    const code = await nineWrongResetCodes(member.email);
    await server.database.db
      .update(oneTimeCodeFailures)
      .set({ createdAt: sql`${oneTimeCodeFailures.createdAt} - interval '61 minutes'` })
      .where(eq(oneTimeCodeFailures.email, member.email));
    // Any address's check drops them: an address is kept no longer than its wrong codes count.
    await verifyReset(`someone-else-${kind}@example.com`, '0000');
    expect(
      await server.database.db
        .select()
        .from(oneTimeCodeFailures)
        .where(eq(oneTimeCodeFailures.email, member.email)),
    ).toEqual([]);
    expect(await codeOf(await verifyReset(member.email, wrongCodeFor(code)))).toBe('otp.tooManyAttempts');
    await api.ageCodes(member.email);
    await api.post('/api/auth/forgot-password', { email: member.email });
    expect((await verifyReset(member.email, await api.latestCode(member.email))).status).toBe(200);
  });

  it('opens again once the hour is over', async () => {
    const member = await api.register();
    const code = await nineWrongResetCodes(member.email);
    expect(await codeOf(await verifyReset(member.email, wrongCodeFor(code)))).toBe('otp.locked');
    // The hour passes: the lock and the wrong codes behind it are an hour old.
    await server.database.db
      .update(oneTimeCodeLocks)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodeLocks.email, member.email));
    await server.database.db
      .update(oneTimeCodeFailures)
      .set({ createdAt: sql`${oneTimeCodeFailures.createdAt} - interval '61 minutes'` })
      .where(eq(oneTimeCodeFailures.email, member.email));
    await api.ageCodes(member.email);
    await api.post('/api/auth/forgot-password', { email: member.email });
    expect((await verifyReset(member.email, await api.latestCode(member.email))).status).toBe(200);
  });

  it('locks an address without an account alike, and mails nobody', async () => {
    const email = `nobody-${kind}@example.com`;
    const answers = [];
    await api.post('/api/auth/forgot-password', { email });
    for (let i = 0; i < 5; i++) answers.push(await codeOf(await verifyReset(email, '0000')));
    await api.ageCodes(email);
    await api.post('/api/auth/forgot-password', { email });
    for (let i = 0; i < 5; i++) answers.push(await codeOf(await verifyReset(email, '0000')));
    // 0000 is the right code once in 10,000: then that round proves nothing.
    if (!answers.includes(undefined))
      expect(answers).toEqual([
        ...Array(4).fill('otp.invalid'),
        'otp.tooManyAttempts',
        ...Array(4).fill('otp.invalid'),
        'otp.locked',
      ]);
    expect(await api.mailsTo(email)).toEqual([]);
  });
});
