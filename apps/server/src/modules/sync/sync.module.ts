import { API_PREFIX, appWide, type ModulePlugin } from '../module-plugin.ts';
import { createSyncRepository } from './sync.repository.ts';
import { syncRoutes } from './sync.routes.ts';
import { createSyncScheduler } from './sync-scheduler.ts';

/**
 * The scheduled imports of IRCC's rounds and the news feeds, and the console's view of them; decorates
 * `sync`, to which the draws and news modules add their jobs. The schedule starts once the app is
 * ready and stops as it starts closing, before the database closes.
 */
export const syncModule: ModulePlugin<'database' | 'config' | 'now'> = appWide(
  'sync',
  async (app, { database, config, now }) => {
    const sync = createSyncScheduler({
      repository: createSyncRepository(database.db),
      settings: config.sync,
      now,
      onError: (error, job) => app.log.error({ err: error, job }, 'scheduled import'),
    });
    app.decorate('sync', sync);
    app.addHook('onReady', () => sync.start());
    // Before the server waits for its requests: a run-now request waits on its fetch, which stopping aborts.
    app.addHook('preClose', () => sync.stop());
    await app.register(syncRoutes(app.auth, sync), { prefix: API_PREFIX });
  },
);
