import { listMailsFor } from '../mail/list-mails.ts';
import { API_PREFIX, appWide, type ModulePlugin } from '../module-plugin.ts';
import { createDrawsFeedJob } from '../sync/draws-feed-job.ts';
import { createDrawAlerts } from './draw-alerts.ts';
import { createDrawsRepository } from './draws.repository.ts';
import { drawsRoutes } from './draws.routes.ts';
import { createDrawsService, type NewRoundsListener } from './draws.service.ts';
import { seedDraws } from './draws-data.ts';
import { createDrawsSummary } from './draws-summary.ts';

/**
 * Express Entry rounds: the committed ones seeded, the console's imports, and the alerts a new round
 * sends to the members it concerns (in-app, and by mail to those who opted in); decorates `drawsSummary`
 * and adds the scheduled import of IRCC's rounds to `sync`.
 */
export const drawsModule: ModulePlugin<'database' | 'config' | 'now'> = appWide(
  'draws',
  async (app, { database, config, now }) => {
    await seedDraws(database.db, config.contentDir);
    const rounds = createDrawsRepository(database.db);
    const summary = createDrawsSummary(rounds, () => now().getTime());
    const alerts = createDrawAlerts({
      db: database.db,
      listMails: listMailsFor(config),
      now,
      nudge: () => void app.outbox.drain(),
    });
    const onNewRounds: NewRoundsListener = async (added) => {
      summary.invalidate();
      return alerts(added);
    };
    app.decorate('drawsSummary', summary);
    const draws = createDrawsService(rounds, onNewRounds, app.publicReads);
    app.sync.addJob('draws', createDrawsFeedJob(draws));
    await app.register(drawsRoutes(app.auth, draws), { prefix: API_PREFIX });
  },
);
