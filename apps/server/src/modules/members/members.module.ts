import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { createMembersRepository } from './members.repository.ts';
import { membersRoutes } from './members.routes.ts';

/** The console's members: the list, and each one's active flag and role. */
export const membersModule: ModulePlugin<'database'> = async (app, { database }) => {
  await app.register(membersRoutes(app.auth, createMembersRepository(database.db)), { prefix: API_PREFIX });
};
