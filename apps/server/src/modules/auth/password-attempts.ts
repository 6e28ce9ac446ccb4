import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '#db/schema/index.ts';
import { clientOf, createBudget } from '#plugins/rate-limit.ts';

export interface AuthLimits {
  windowMs: number;
  /** Password tries per account (or per identifier that names none). */
  loginPerIdentifier: number;
  /** Password tries per client (an IPv4 address, an IPv6 /64). */
  loginPerIp: number;
  codesPerIp: number;
}

/** An identifier as typed, in the one form all its spellings share: an e-mail in lower case, a phone without separators. */
export function normalizeIdentifier(identifier: string): string {
  const trimmed = identifier.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : trimmed.replace(/[\s().-]/g, '');
}

/**
 * The budget of password tries. Signing in (by e-mail or by phone), changing the password and
 * deleting the account all test a password, so they spend one budget per account and one per
 * client: a second way in is no second budget. An identifier that names no account is counted by
 * itself, with a budget of the same size, so the answers do not tell which identifiers exist.
 * Created once and shared by the routes: in memory, each budget is counted by its own guard.
 */
export function createPasswordAttempts(
  app: FastifyInstance,
  limits: AuthLimits,
  findAccount: (identifier: string) => Promise<UserRow | undefined>,
) {
  const window = { windowMs: limits.windowMs };
  const accounts = new WeakMap<FastifyRequest, string>();
  const perClient = createBudget(app, 'login-ip', { ...window, max: limits.loginPerIp }, clientOf);
  const perAccount = createBudget(
    app,
    'login-id',
    { ...window, max: limits.loginPerIdentifier },
    (request) => accounts.get(request) ?? '',
  );
  // The client's budget first: a client over it costs no look-up and spends no account's tries.
  const spend = async (request: FastifyRequest, account: () => Promise<string>) => {
    await perClient(request);
    accounts.set(request, await account());
    await perAccount(request);
  };

  return {
    /** Before a sign-in: 429 once the client, or the account the identifier names, is out of tries. */
    beforeSignIn(request: FastifyRequest, identifier: string) {
      return spend(request, async () => {
        const account = await findAccount(identifier);
        return account ? `account:${account.id}` : `identifier:${normalizeIdentifier(identifier)}`;
      });
    },
    /** Before a signed-in member's password is checked again (change-password, account deletion). */
    beforePasswordCheck(request: FastifyRequest, user: UserRow) {
      return spend(request, async () => `account:${user.id}`);
    },
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
