import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { eligibilityRoutes } from './eligibility.routes.ts';

/** Which programs a profile is eligible for, by the rules of a date. */
export const eligibilityModule: ModulePlugin<'now'> = async (app, { now }) => {
  await app.register(eligibilityRoutes(now), { prefix: API_PREFIX });
};
