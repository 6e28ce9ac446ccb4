import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { healthRoutes } from './health.routes.ts';

/** `GET /api/health`: whether this replica and its database answer. */
export const healthModule: ModulePlugin<'database'> = async (app, { database }) => {
  await app.register(healthRoutes(database), { prefix: API_PREFIX });
};
