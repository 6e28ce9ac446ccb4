import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { createNoticesRepository } from './notices.repository.ts';
import { noticesRoutes } from './notices.routes.ts';
import { createNoticesService } from './notices.service.ts';

/** Site notices (issue 22): the ones shown now to every visitor, and the console's. */
export const noticesModule: ModulePlugin<'database' | 'config' | 'now'> = async (
  app,
  { database, config, now },
) => {
  const notices = createNoticesService(createNoticesRepository(database.db), {
    publicReads: app.publicReads,
    now,
  });
  if (config.seedNotices) await notices.seedReportedCrsChange();
  await app.register(noticesRoutes(app.auth, notices), { prefix: API_PREFIX });
};
