import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { occupationsRoutes } from './occupations.routes.ts';

/** The occupations (NOC) search, as of a date. */
export const occupationsModule: ModulePlugin<'now'> = async (app, { now }) => {
  await app.register(occupationsRoutes(now), { prefix: API_PREFIX });
};
