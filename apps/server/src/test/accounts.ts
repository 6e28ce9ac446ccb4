import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { oneTimeCodes } from '#db/schema/index.ts';
import { readJson, type TestServer } from './test-server.ts';

export const PASSWORD = 'Maple2026!';

let sequence = 0;

/** Account calls for the code tests: JSON posts, sign-up, sign-in and the dev outbox. */
export function accountClient(server: TestServer, prefix = 'acct') {
  const send = (method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) =>
    server.request(pathname, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const bearer = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const post = (pathname: string, body?: unknown, token?: string) =>
    send('POST', pathname, body, bearer(token));
  return {
    send,
    post,
    put: (pathname: string, body: unknown, token: string) => send('PUT', pathname, body, bearer(token)),
    async register() {
      sequence++;
      const member = {
        email: `${prefix}${process.pid}.${sequence}@example.com`,
        phoneNumber: `07${String(30_000_000 + sequence).padStart(8, '0')}`,
        fullName: 'Phạm Thu Hà',
        password: PASSWORD,
        isAccepted: true,
      };
      const response = await post('/api/auth/register', member);
      expect(response.status).toBe(200);
      return { ...member, id: (await readJson(response)).data.id as string };
    },
    /** The status of signing in with this identifier and password. */
    async loginStatus(loginIdentifier: string, password = PASSWORD) {
      return (await post('/api/auth/login', { loginIdentifier, password })).status;
    },
    async token(loginIdentifier: string, password = PASSWORD): Promise<string> {
      const body = await readJson(await post('/api/auth/login', { loginIdentifier, password }));
      expect(body.status).toBe(200);
      return body.token;
    },
    /** Every mail to an address in the dev outbox, newest first. */
    async mailsTo(
      to: string,
    ): Promise<Array<{ to: string; subject: string; text: string; code: string | null }>> {
      const { data } = await readJson(await server.request('/api/dev/outbox'));
      return data.items.filter((mail: { to: string }) => mail.to === to);
    },
    async latestCode(to: string): Promise<string> {
      const [mail] = await this.mailsTo(to);
      expect(mail?.code).toMatch(/^\d{4}$/);
      return mail?.code as string;
    },
    /** Moves the codes of an address a minute back, so a new one may be asked for (59 s rule). */
    async ageCodes(email: string) {
      await server.database.db
        .update(oneTimeCodes)
        .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '60 seconds'` })
        .where(eq(oneTimeCodes.email, email));
    },
    /** Rows of the codes table for an address and purpose. */
    async codeRows(email: string, purpose: string) {
      return server.database.db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.email, email), sql`${oneTimeCodes.purpose} = ${purpose}`));
    },
  };
}

export type AccountClient = ReturnType<typeof accountClient>;

/** A four-digit code that is not `code`. */
export const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');

/** Limits high enough that the per-IP budgets never answer first. */
export const OPEN_AUTH_LIMITS = {
  windowMs: 60_000,
  loginPerIdentifier: 1e6,
  loginPerIp: 1e6,
  codesPerIp: 1e6,
};
