import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { crsRoutes } from './crs.routes.ts';
import { createCrsService } from './crs.service.ts';
import { createCrsResultsRepository } from './crs-results.repository.ts';

/** The CRS quiz: questions, scores with their verdict against recent rounds, saved results. Needs `drawsSummary`. */
export const crsModule: ModulePlugin<'database' | 'now'> = async (app, { database, now }) => {
  const crs = createCrsService({
    results: createCrsResultsRepository(database.db),
    draws: app.drawsSummary,
    now,
  });
  await app.register(crsRoutes(crs), { prefix: API_PREFIX });
};
