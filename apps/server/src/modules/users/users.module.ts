import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { createAccountService } from './account.service.ts';
import { createMemberDataRepository } from './member-data.repository.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';

/** A member's own account: profile, e-mail change, export and deletion. Needs `auth` and `images`. */
export const usersModule: ModulePlugin<'database' | 'config'> = async (app, { database, config }) => {
  const account = createAccountService(
    createUsersRepository(database.db),
    app.images,
    createMemberDataRepository(database.db),
  );
  await app.register(usersRoutes(app.auth, account, config.authLimits, app.passwordAttempts), {
    prefix: API_PREFIX,
  });
};
