import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { createAccountService } from './account.service.ts';
import { emailPreferencesRoutes } from './email-preferences.routes.ts';
import { createMemberDataRepository } from './member-data.repository.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';

/**
 * A member's own account: profile, e-mail change, e-mail opt-ins, export and deletion. Needs `auth`
 * and `images`.
 */
export const usersModule: ModulePlugin<'database' | 'config'> = async (app, { database, config }) => {
  const users = createUsersRepository(database.db);
  const account = createAccountService(users, app.images, createMemberDataRepository(database.db));
  await app.register(usersRoutes(app.auth, account, config.authLimits, app.passwordAttempts), {
    prefix: API_PREFIX,
  });
  await app.register(emailPreferencesRoutes(users), { prefix: API_PREFIX });
};
