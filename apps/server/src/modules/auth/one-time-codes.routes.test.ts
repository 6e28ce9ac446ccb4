import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, PASSWORD } from '#test/accounts.ts';
import { findMailsTo } from '#test/mails.ts';
import { startSmtpSink } from '#test/processes.ts';
import { DATABASE_KINDS, readJson, startTestServer, type TestServer } from '#test/test-server.ts';

function client(server: TestServer) {
  const { post } = accountClient(server);
  let sequence = 0;
  return {
    post,
    async register() {
      sequence++;
      const member = {
        email: `otp${sequence}@example.com`,
        phoneNumber: `08${String(20_000_000 + sequence).padStart(8, '0')}`,
        fullName: 'Lê Văn Cường',
        password: PASSWORD,
        isAccepted: true,
      };
      expect((await post('/api/auth/register', member)).status).toBe(200);
      return member;
    },
    async login(loginIdentifier: string, password = PASSWORD) {
      return readJson(await post('/api/auth/login', { loginIdentifier, password }));
    },
    /** The newest mail to an address in the dev outbox. */
    async latestMail(to: string) {
      const { data } = await readJson(await server.request('/api/dev/outbox'));
      return data.items.find((mail: { to: string }) => mail.to === to);
    },
  };
}

describe.each(DATABASE_KINDS)('one-time codes on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = client(server);
  });
  afterAll(() => server.close());

  it('mails a verification code at sign-up, which verifies the e-mail', async () => {
    const member = await api.register();
    const mail = await api.latestMail(member.email);
    expect(mail).toMatchObject({
      subject: expect.stringContaining(mail.code),
      code: expect.stringMatching(/^\d{4}$/),
    });
    expect(mail.text).toContain('Chào Lê Văn Cường');
    const { token } = await api.login(member.email);
    const verified = await api.post('/api/auth/verify-email', { otp: mail.code }, token);
    expect(verified.status).toBe(200);
    expect((await readJson(verified)).data.isEmailVerified).toBe(true);
  });

  it('resends a verification code only after 59 seconds, with Retry-After', async () => {
    const member = await api.register();
    const { token } = await api.login(member.email);
    const tooSoon = await api.post('/api/auth/send-verification-code', undefined, token);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(50);
    expect((await readJson(tooSoon)).data.code).toBe('otp.tooSoon');
  });

  it('resets a forgotten password: code by mail, verify, new password, every session ended', async () => {
    const member = await api.register();
    const { token: oldToken } = await api.login(member.phoneNumber);
    const forgot = await api.post('/api/auth/forgot-password', { email: member.email.toUpperCase() });
    expect(forgot.status).toBe(200);
    const { code } = await api.latestMail(member.email);
    const verified = await api.post('/api/auth/verify-otp', { otp: code, email: member.email });
    expect(verified.status).toBe(200);
    const { resetToken } = (await readJson(verified)).data;
    const reset = await api.post('/api/auth/reset-password', {
      email: member.email,
      password: 'Reset2026@',
      passwordConfirm: 'Reset2026@',
      resetToken,
    });
    expect(reset.status).toBe(200);
    expect(
      (await server.request('/api/users/jwt', { headers: { authorization: `Bearer ${oldToken}` } })).status,
    ).toBe(401);
    expect((await api.login(member.email, 'Reset2026@')).status).toBe(200);
    expect((await api.latestMail(member.email)).subject).toContain('đã được thay đổi');
    // The reset proof is used up.
    const again = await api.post('/api/auth/reset-password', {
      email: member.email,
      password: 'Again2026@',
      passwordConfirm: 'Again2026@',
      resetToken,
    });
    expect((await readJson(again)).data.code).toBe('otp.notVerified');
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const member = await api.register();
    const [known, unknown] = await Promise.all([
      api.post('/api/auth/forgot-password', { email: member.email }),
      api.post('/api/auth/forgot-password', { email: 'nobody-here@example.com' }),
    ]);
    expect(known.status).toBe(unknown.status);
    const [knownBody, unknownBody] = [await readJson(known), await readJson(unknown)];
    expect(knownBody).toEqual(unknownBody);
    expect(await api.latestMail('nobody-here@example.com')).toBeUndefined();
    expect((await api.post('/api/auth/forgot-password', { email: 'nobody-here@example.com' })).status).toBe(
      429,
    );
  });

  it('ends a code after five wrong tries', async () => {
    const member = await api.register();
    await api.post('/api/auth/forgot-password', { email: member.email });
    const { code } = await api.latestMail(member.email);
    const wrong = code === '0000' ? '1111' : '0000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await readJson(await api.post('/api/auth/verify-otp', { otp: wrong, email: member.email }))).data
          .code,
      );
    expect(answers).toEqual([
      'otp.invalid',
      'otp.invalid',
      'otp.invalid',
      'otp.invalid',
      'otp.tooManyAttempts',
    ]);
    const right = await api.post('/api/auth/verify-otp', { otp: code, email: member.email });
    expect(right.status).toBe(400);
    expect((await readJson(right)).data.code).toBe('otp.invalid');
  });

  it('refuses a reset without a verified code, mismatched passwords and malformed codes', async () => {
    const member = await api.register();
    const unverified = await api.post('/api/auth/reset-password', {
      email: member.email,
      password: 'Reset2026@',
      passwordConfirm: 'Reset2026@',
    });
    expect(unverified.status).toBe(400);
    expect((await readJson(unverified)).data.code).toBe('otp.notVerified');
    const mismatch = await api.post('/api/auth/reset-password', {
      email: member.email,
      password: 'Reset2026@',
      passwordConfirm: 'Other2026@',
    });
    expect((await readJson(mismatch)).data.fields).toEqual([
      expect.objectContaining({ field: 'body.passwordConfirm', message: 'validation.passwordMismatch' }),
    ]);
    for (const otp of ['123', '12345', 'abcd', '12 4']) {
      const malformed = await api.post('/api/auth/verify-otp', { otp, email: member.email });
      expect((await readJson(malformed)).data.fields[0]).toMatchObject({ field: 'body.otp' });
    }
  });
});

const smtpMail = (port: number) => ({
  transport: 'smtp' as const,
  smtpUrl: `smtp://127.0.0.1:${port}`,
  from: 'MapleBridge <no-reply@maplebridge.test>',
  supportEmail: 'support@maplebridge.test',
});

describe.each(DATABASE_KINDS)('the account flow over SMTP on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, { mail: smtpMail(smtp.port) });
  });
  afterAll(async () => {
    await server.close();
    smtp.sink.kill('SIGTERM');
  });

  /** The code of the newest mail the SMTP server received for `to`, read from the message itself. */
  async function codeReceivedBy(to: string, count: number) {
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(to)).length, { timeout: 10_000 })
      .toBe(count);
    const raw = smtp.received.filter((mail) => mail.to.includes(to)).at(-1)?.raw ?? '';
    // The subject ends with the code; it may be folded over lines and Q-encoded.
    const subject = /^Subject:(.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
    return /(\d{4})(?:\?=)?\s*$/.exec(subject.replace(/\r?\n[ \t]/g, ''))?.[1] ?? '';
  }

  it('register → verify by the mailed code → login → profile update → change password → old token refused', async () => {
    const api = client(server);
    const member = await api.register();
    const code = await codeReceivedBy(member.email, 1);
    expect(code).toMatch(/^\d{4}$/);
    const { token } = await api.login(member.email);
    const verified = await api.post('/api/auth/verify-email', { otp: code }, token);
    expect((await readJson(verified)).data.isEmailVerified).toBe(true);

    const me = await readJson(
      await server.request('/api/users/jwt', { headers: { authorization: `Bearer ${token}` } }),
    );
    const update = await server.request(`/api/users/${me.data.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        fullName: 'Lê Văn Cường',
        email: member.email,
        phoneNumber: member.phoneNumber,
        address: 'Hà Nội',
        avatarUrl: '',
      }),
    });
    expect(update.status).toBe(200);

    const changed = await api.post(
      '/api/auth/change-password',
      { oldPassword: PASSWORD, newPassword: 'Changed2026?' },
      token,
    );
    expect(changed.status).toBe(200);
    expect(
      (await server.request('/api/users/jwt', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    // The "password changed" notice arrives too.
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(member.email)).length, { timeout: 10_000 })
      .toBe(2);
    expect((await server.request('/api/dev/outbox')).status).toBe(404);
  });
});

describe('mail while the SMTP server is down', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Port 9 (discard) is closed here: every attempt fails at once.
    server = await startTestServer('pglite', { mail: smtpMail(9) });
  });
  afterAll(() => server.close());

  it('keeps the mail queued with its error, to retry later', async () => {
    const member = await client(server).register();
    await expect
      .poll(async () => {
        const [row] = await findMailsTo(server.database.db, member.email);
        return row && { status: row.status, attempts: row.attempts, hasError: Boolean(row.lastError) };
      })
      .toEqual({ status: 'pending', attempts: 1, hasError: true });
  });
});
