import { createCrsResultsRepository } from '../crs/crs-results.repository.ts';
import { API_PREFIX, appWide, type ModulePlugin } from '../module-plugin.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createDrawAlerts } from './draw-alerts.ts';
import { createDrawsRepository } from './draws.repository.ts';
import { drawsRoutes } from './draws.routes.ts';
import { createDrawsService, type NewRoundsListener } from './draws.service.ts';
import { seedDraws } from './draws-data.ts';
import { createDrawsSummary } from './draws-summary.ts';

/**
 * Express Entry rounds: the committed ones seeded, the console's imports, and the alert a new round
 * sends to members whose latest saved score reaches its cut-off; decorates `drawsSummary`.
 */
export const drawsModule: ModulePlugin<'database' | 'config' | 'now'> = appWide(
  'draws',
  async (app, { database, config, now }) => {
    await seedDraws(database.db, config.contentDir);
    const rounds = createDrawsRepository(database.db);
    const summary = createDrawsSummary(rounds, () => now().getTime());
    const alerts = createDrawAlerts(
      createCrsResultsRepository(database.db),
      createNotificationsRepository(database.db),
    );
    const onNewRounds: NewRoundsListener = async (added) => {
      summary.invalidate();
      return alerts(added);
    };
    app.decorate('drawsSummary', summary);
    await app.register(drawsRoutes(app.auth, createDrawsService(rounds, onNewRounds, app.publicReads)), {
      prefix: API_PREFIX,
    });
  },
);
