import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepository } from '#modules/users/users.repository.ts';
import { type AccountClient, accountClient, PASSWORD } from '#test/accounts.ts';
import { DATABASE_KINDS, readJson, startTestServer, type TestServer } from '#test/test-server.ts';

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  let server: TestServer;
  let post: AccountClient['post'];
  let sequence = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ post } = accountClient(server));
  });
  afterAll(() => server.close());

  const newMember = () => {
    sequence++;
    return {
      email: `Member${sequence}@Example.com`,
      phoneNumber: `09${String(10_000_000 + sequence).padStart(8, '0')}`,
      fullName: 'Nguyễn Thị Mai',
      password: PASSWORD,
      isAccepted: true,
    };
  };
  const register = async () => {
    const member = newMember();
    const response = await post('/api/auth/register', member);
    expect(response.status).toBe(200);
    const { data } = await readJson(response);
    return { ...member, id: data.id as string };
  };
  const login = async (loginIdentifier: string, password = PASSWORD) =>
    readJson(await post('/api/auth/login', { loginIdentifier, password }));
  const me = (token: string) =>
    server.request('/api/users/jwt', { headers: { authorization: `Bearer ${token}` } });

  describe('POST /api/auth/register', () => {
    it('creates a member who can sign in with the e-mail in any case, or the phone number', async () => {
      const member = await register();
      const byEmail = await login(member.email.toUpperCase());
      expect(byEmail).toMatchObject({ status: 200, reason: '' });
      expect(byEmail.token).toMatch(/^ey/);
      expect((await login(member.phoneNumber)).status).toBe(200);
      const user = (await readJson(await me(byEmail.token))).data;
      expect(user).toMatchObject({
        id: member.id,
        email: member.email.toLowerCase(),
        signUpEmail: member.email.toLowerCase(),
        phoneNumber: member.phoneNumber,
        fullName: 'Nguyễn Thị Mai',
        isEmailVerified: false,
        active: true,
        defaultLanguage: 'vi',
        userTypeDTO: { type: 0 },
      });
      expect(JSON.stringify(user)).not.toMatch(/passwordHash|tokenVersion|argon2/);
    });

    it('refuses an e-mail or a phone number already used, with 409', async () => {
      const member = await register();
      const sameEmail = await post('/api/auth/register', {
        ...newMember(),
        email: member.email.toLowerCase(),
      });
      expect(sameEmail.status).toBe(409);
      expect((await readJson(sameEmail)).data.code).toBe('auth.emailTaken');
      const samePhone = await post('/api/auth/register', { ...newMember(), phoneNumber: member.phoneNumber });
      expect(samePhone.status).toBe(409);
      expect((await readJson(samePhone)).data.code).toBe('auth.phoneTaken');
    });

    it.each([
      ['email', 'not-an-email', 'validation.emailInvalid'],
      ['phoneNumber', '1234567890', 'validation.phoneInvalid'],
      ['phoneNumber', '012345678', 'validation.phoneInvalid'],
      ['phoneNumber', '012345678901', 'validation.phoneInvalid'],
      ['fullName', '   ', 'validation.fullNameRequired'],
      ['fullName', 'x'.repeat(101), 'validation.tooLong'],
      ['password', 'short1!A', null],
      ['password', 'alllowercase1!', 'validation.passwordWeak'],
      ['password', 'NoDigits!!', 'validation.passwordWeak'],
      ['password', 'NoSymbol123', 'validation.passwordWeak'],
      ['password', 'Any#Symbol1', null],
      ['password', 'Accented1!é', 'validation.passwordCharacters'],
      ['isAccepted', false, 'validation.termsRequired'],
    ])('names %s = %j as invalid', async (field, value, message) => {
      const response = await post('/api/auth/register', { ...newMember(), [field]: value });
      if (message === null) {
        expect(response.status).toBe(200);
        return;
      }
      expect(response.status).toBe(400);
      expect((await readJson(response)).data.fields).toEqual([
        expect.objectContaining({ field: `body.${field}`, message }),
      ]);
    });

    it('names every missing field', async () => {
      const body = await readJson(await post('/api/auth/register', {}));
      expect(body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual([
        'body.email',
        'body.fullName',
        'body.isAccepted',
        'body.password',
        'body.phoneNumber',
      ]);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers a wrong password and an unknown identifier the same way', async () => {
      const member = await register();
      const wrong = await post('/api/auth/login', { loginIdentifier: member.email, password: 'Wrong2026!' });
      const unknown = await post('/api/auth/login', {
        loginIdentifier: 'nobody@example.com',
        password: PASSWORD,
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await readJson(wrong)).toEqual({
        status: 401,
        token: '',
        reason: 'Incorrect username or password',
      });
      expect(await readJson(unknown)).toEqual({
        status: 401,
        token: '',
        reason: 'Incorrect username or password',
      });
    });

    it('names an empty or too long identifier', async () => {
      const response = await post('/api/auth/login', { loginIdentifier: '', password: 'x'.repeat(101) });
      expect(response.status).toBe(400);
      expect((await readJson(response)).data.fields.map((field: { field: string }) => field.field)).toEqual([
        'body.loginIdentifier',
        'body.password',
      ]);
    });
  });

  describe('GET /api/users/jwt', () => {
    it.each([
      ['no header', undefined],
      ['a malformed header', 'Token abc'],
      ['a forged token', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidmVyIjowfQ.c2lnbmF0dXJl'],
    ])('answers 401 with %s', async (_, authorization) => {
      const response = await server.request(
        '/api/users/jwt',
        authorization ? { headers: { authorization } } : {},
      );
      expect(response.status).toBe(401);
      expect((await readJson(response)).data.code).toBe('auth.unauthorized');
    });
  });

  describe('PUT /api/users/:id', () => {
    const put = (id: string, body: unknown, token: string) =>
      server.request(`/api/users/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const changes = (member: { email: string; phoneNumber: string }) => ({
      fullName: 'Trần Văn Bình',
      email: member.email,
      phoneNumber: member.phoneNumber,
      address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
      avatarUrl: '',
    });

    it('updates your own profile; a new e-mail waits for the code sent to it', async () => {
      const member = await register();
      const { token } = await login(member.email);
      const response = await put(member.id, changes(member), token);
      expect(response.status).toBe(200);
      expect((await readJson(response)).data).toMatchObject({
        fullName: 'Trần Văn Bình',
        address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
      });
      const moved = await put(member.id, { ...changes(member), email: 'NEW.address@example.com' }, token);
      expect((await readJson(moved)).data).toMatchObject({
        email: member.email.toLowerCase(),
        pendingEmail: 'new.address@example.com',
      });
    });

    it("refuses another member's profile with 403, and lets an admin change it", async () => {
      const [member, other] = [await register(), await register()];
      const { token } = await login(member.email);
      const response = await put(other.id, changes(other), token);
      expect(response.status).toBe(403);
      expect((await readJson(response)).data.code).toBe('auth.forbidden');

      await createUsersRepository(server.database.db).update(member.id, { userType: 1 });
      expect((await put(other.id, changes(other), token)).status).toBe(200);
    });

    it('answers 400 for a malformed id, 409 for a taken e-mail', async () => {
      const [member, other] = [await register(), await register()];
      const { token } = await login(member.email);
      const malformed = await put('42', changes(member), token);
      expect(malformed.status).toBe(400);
      expect((await readJson(malformed)).data.fields[0].field).toBe('params.id');
      const taken = await put(member.id, { ...changes(member), email: other.email }, token);
      expect(taken.status).toBe(409);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the sessions of the account', async () => {
      const member = await register();
      const { token } = await login(member.email);
      expect((await post('/api/auth/logout', undefined, token)).status).toBe(200);
      expect((await me(token)).status).toBe(401);
      expect((await post('/api/auth/logout', undefined, token)).status).toBe(401);
    });
  });

  describe('POST /api/auth/change-password', () => {
    it("takes the spec's query form, ends the other sessions and answers a fresh token", async () => {
      const member = await register();
      const first = (await login(member.email)).token;
      const second = (await login(member.phoneNumber)).token;
      const query = new URLSearchParams({ oldPassword: PASSWORD, newPassword: 'Changed2026?' });
      const response = await post(`/api/auth/change-password?${query}`, undefined, first);
      expect(response.status).toBe(200);
      const { token } = (await readJson(response)).data;

      expect((await me(first)).status).toBe(401);
      expect((await me(second)).status).toBe(401);
      expect((await me(token)).status).toBe(200);
      expect((await login(member.email)).status).toBe(401);
      expect((await login(member.email, 'Changed2026?')).status).toBe(200);
    });

    it('takes a JSON body too, and refuses a wrong current password with WrongPassword', async () => {
      const member = await register();
      const { token } = await login(member.email);
      const wrong = await post(
        '/api/auth/change-password',
        { oldPassword: 'Nope2026!', newPassword: 'Changed2026?' },
        token,
      );
      expect(wrong.status).toBe(400);
      expect(await readJson(wrong)).toMatchObject({
        message: 'WrongPassword',
        data: { code: 'auth.wrongPassword' },
      });
      const weak = await post(
        '/api/auth/change-password',
        { oldPassword: PASSWORD, newPassword: 'weak' },
        token,
      );
      expect(weak.status).toBe(400);
      expect((await readJson(weak)).data.fields).toEqual([
        expect.objectContaining({ field: 'body.newPassword' }),
      ]);
      expect(
        (
          await post(
            '/api/auth/change-password',
            { oldPassword: PASSWORD, newPassword: 'Changed2026?' },
            token,
          )
        ).status,
      ).toBe(200);
    });

    it('needs a session', async () => {
      expect(
        (await post('/api/auth/change-password', { oldPassword: PASSWORD, newPassword: 'Changed2026?' }))
          .status,
      ).toBe(401);
    });
  });
});
