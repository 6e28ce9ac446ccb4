import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

/** A member's notifications, and the console's broadcasts. */
export const notificationsModule: ModulePlugin<'database'> = async (app, { database }) => {
  const notifications = createNotificationsService(
    createNotificationsRepository(database.db),
    createUsersRepository(database.db),
  );
  await app.register(notificationsRoutes(app.auth, notifications), { prefix: API_PREFIX });
};
