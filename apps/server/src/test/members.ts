import { createUsersRepository } from '#modules/users/users.repository.ts';
import { readJson, type TestServer } from './test-server.ts';

let sequence = 0;

export interface TestMember {
  id: string;
  email: string;
  token: string;
  /** Headers that carry the member's token and a JSON content type. */
  headers: Record<string, string>;
  /** Only the token, for requests without a body. */
  auth: Record<string, string>;
}

/** Signs a new member up and in through the API; `admin` promotes them first (userType 1). */
export async function signUpMember(
  server: TestServer,
  options: { admin?: boolean } = {},
): Promise<TestMember> {
  sequence++;
  const email = `member${process.pid}.${sequence}@example.com`;
  const password = 'Maple2026!';
  const json = { 'content-type': 'application/json' };
  const registered = await server.request('/api/auth/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email,
      phoneNumber: `08${String(sequence).padStart(8, '0')}`,
      fullName: 'Nguyễn Minh Anh',
      password,
      isAccepted: true,
    }),
  });
  if (registered.status !== 200) throw new Error(`sign-up failed: ${registered.status}`);
  const users = createUsersRepository(server.database.db);
  const user = await users.findByEmail(email);
  if (!user) throw new Error('the new member is missing');
  if (options.admin) await users.update(user.id, { userType: 1 });
  const login = await server.request('/api/auth/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ loginIdentifier: email, password }),
  });
  const { token } = await readJson(login);
  const auth = { authorization: `Bearer ${token}` };
  return { id: user.id, email, token, auth, headers: { ...json, ...auth } };
}

/**
 * One API call as `who` (or a visitor): a JSON body when there is one, and the answer parsed.
 * `contentType` lets a test send the spec's `application/json-patch+json`.
 */
export async function callApi(
  server: TestServer,
  method: string,
  path: string,
  who: Pick<TestMember, 'auth'> | null,
  body?: unknown,
  contentType = 'application/json',
) {
  const headers: Record<string, string> = { ...who?.auth };
  if (body !== undefined) headers['content-type'] = contentType;
  return server.answer(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
