import { resolveJwtSecret } from '#secrets.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createSecurityLog } from '../audit/security-log.ts';
import { API_PREFIX, appWide, type ModulePlugin } from '../module-plugin.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { registerAdminGuard } from './admin-guard.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { registerMemberGuard } from './member-guard.ts';
import { createOneTimeCodesRepository } from './one-time-codes.repository.ts';
import { createOneTimeCodeService } from './one-time-codes.service.ts';
import { createPasswordAttempts } from './password-attempts.ts';
import { createTokenService } from './tokens.ts';

/**
 * Accounts and sessions: the admin and member guards in front of every later route, and the
 * `/api/auth/…` routes; decorates `auth` and `passwordAttempts`. Needs `mailer`.
 */
export const authModule: ModulePlugin<'database' | 'config'> = appWide(
  'auth',
  async (app, { database, config }) => {
    const secret = resolveJwtSecret(config);
    const audit = createAuditRepository(database.db);
    const auth = createAuthService({
      users: createUsersRepository(database.db),
      tokens: createTokenService(secret, config.jwt.expiresIn),
      codes: createOneTimeCodeService(createOneTimeCodesRepository(database.db), secret),
      mailer: app.mailer,
      audit,
    });
    const securityLog = createSecurityLog(audit);
    const passwordAttempts = createPasswordAttempts(app, config.authLimits, auth.findAccount);
    app.decorate('auth', auth);
    app.decorate('passwordAttempts', passwordAttempts);
    registerAdminGuard(app, auth, securityLog);
    registerMemberGuard(app, auth);
    await app.register(authRoutes(auth, { limits: config.authLimits, passwordAttempts, securityLog }), {
      prefix: API_PREFIX,
    });
  },
);
