import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '#test/accounts.ts';
import { DATABASE_KINDS, readJson, startTestServer, type TestServer } from '#test/test-server.ts';

/**
 * Issue 18: a new password follows the spec's pattern with any printable ASCII symbol as its
 * special character, is not one of the 10,000 most common passwords (however decorated), and
 * differs from the current one. Sign-up, change-password and reset-password all say so on the field.
 */
describe.each(DATABASE_KINDS)('new passwords (%s)', (kind) => {
  let server: TestServer;
  let sequence = 0;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      authLimits: { windowMs: 60_000, loginPerIdentifier: 100, loginPerIp: 1_000, codesPerIp: 1_000 },
    });
  });
  afterAll(() => server.close());

  const post = (pathname: string, body: unknown, token?: string) =>
    server.answer(pathname, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const signUp = (password: string) => {
    sequence++;
    const email = `newpw${sequence}@example.com`;
    return post('/api/auth/register', {
      email,
      phoneNumber: `06${String(sequence).padStart(8, '0')}`,
      fullName: 'Phạm Thu Hà',
      password,
      isAccepted: true,
    }).then((answer) => ({ ...answer, email }));
  };
  const member = async () => {
    const { email, status } = await signUp(PASSWORD);
    expect(status).toBe(200);
    const signedIn = await post('/api/auth/login', { loginIdentifier: email, password: PASSWORD });
    return { email, token: signedIn.body.token as string };
  };
  /** A reset code for `email`, verified, as the reset page has it. */
  const verifiedReset = async (email: string) => {
    expect((await post('/api/auth/forgot-password', { email })).status).toBe(200);
    const { data } = await readJson(await server.request('/api/dev/outbox'));
    const { code } = data.items.find(
      (mail: { to: string; code: string | null }) => mail.to === email && mail.code,
    );
    const verified = await post('/api/auth/verify-otp', { email, otp: code });
    expect(verified.status).toBe(200);
    return verified.body.data.resetToken as string;
  };
  const refusal = (code: string, field: string, message: string) => ({
    status: 400,
    message: expect.any(String),
    data: { code, fields: [{ field, code, message }] },
    actionName: expect.any(String),
  });

  it.each(['Hash#Tag2026', 'Under_Score9x', 'Tilde~Mark7z', 'Quote"Mark5a', 'Back\\Slash3q', 'Dash-Dash4uu'])(
    'takes %s: any printable symbol is a special character',
    async (password) => {
      expect((await signUp(password)).status).toBe(200);
    },
  );

  it.each(['Mật khẩu1A!', 'Pass word1!', 'Euro€Sign1a', 'Tab\tHere1A!'])(
    'refuses %j: only unaccented letters, digits and ASCII symbols, saying which rule',
    async (password) => {
      const { status, body } = await signUp(password);
      expect(status).toBe(400);
      // The first issue named is the one the form shows.
      expect(body.data.fields[0]).toMatchObject({
        field: 'body.password',
        message: 'validation.passwordCharacters',
      });
    },
  );

  it.each(['Password1!', 'P@ssw0rd1', 'Qwerty123!', '!Iloveyou1', 'Trustno1#', 'Abc12345!'])(
    'refuses %s at sign-up: one of the most common passwords, decorated',
    async (password) => {
      const { body } = await signUp(password);
      expect(body).toEqual(refusal('auth.passwordCommon', 'body.password', 'validation.passwordCommon'));
    },
  );

  it('refuses a common new password, and the current one, at change-password', async () => {
    const { email, token } = await member();
    const change = (newPassword: string) =>
      post('/api/auth/change-password', { oldPassword: PASSWORD, newPassword }, token);
    expect((await change('Welcome1!')).body).toEqual(
      refusal('auth.passwordCommon', 'body.newPassword', 'validation.passwordCommon'),
    );
    expect((await change(PASSWORD)).body).toEqual(
      refusal('auth.passwordUnchanged', 'body.newPassword', 'validation.passwordUnchanged'),
    );
    // Nothing changed: the session and the password still work.
    expect((await post('/api/auth/login', { loginIdentifier: email, password: PASSWORD })).status).toBe(200);
    expect((await change('Changed2026?')).status).toBe(200);
  });

  it('refuses a common new password at reset-password', async () => {
    const { email } = await member();
    const resetToken = await verifiedReset(email);
    const reset = await post('/api/auth/reset-password', {
      email,
      password: 'Passw0rd!',
      passwordConfirm: 'Passw0rd!',
      resetToken,
    });
    expect(reset.body).toEqual(refusal('auth.passwordCommon', 'body.password', 'validation.passwordCommon'));
    expect((await post('/api/auth/login', { loginIdentifier: email, password: 'Passw0rd!' })).status).toBe(
      401,
    );
  });

  it('says nothing of the password without a live proof', async () => {
    const { email } = await member();
    const reset = await post('/api/auth/reset-password', {
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      resetToken: 'not-a-proof',
    });
    expect(reset.body.data.code).toBe('otp.notVerified');
  });

  it('refuses the current password at reset-password', async () => {
    const { email } = await member();
    const resetToken = await verifiedReset(email);
    const reset = await post('/api/auth/reset-password', {
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      resetToken,
    });
    expect(reset.body).toEqual(
      refusal('auth.passwordUnchanged', 'body.password', 'validation.passwordUnchanged'),
    );
    // The refusal left the proof live: the member chooses another password with it, once.
    const retry = { email, password: 'Changed2026?', passwordConfirm: 'Changed2026?', resetToken };
    expect((await post('/api/auth/reset-password', retry)).status).toBe(200);
    expect((await post('/api/auth/reset-password', retry)).body.data.code).toBe('otp.notVerified');
  });
});
