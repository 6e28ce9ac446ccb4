import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createTagsRepository } from '../tags/tags.repository.ts';
import { seedDemoContent } from './demo-content.ts';
import { createNewsRepository } from './news.repository.ts';
import { newsRoutes } from './news.routes.ts';
import { createNewsService } from './news.service.ts';

/** News: reading, saving and the console's articles; the demo content on an empty site. */
export const newsModule: ModulePlugin<'database' | 'config'> = async (app, { database, config }) => {
  if (config.seedDemoContent) await seedDemoContent(database.db, config.contentDir);
  const news = createNewsService({
    news: createNewsRepository(database.db),
    tags: createTagsRepository(database.db),
    notifications: createNotificationsRepository(database.db),
    publicReads: app.publicReads,
  });
  await app.register(newsRoutes(app.auth, news), { prefix: API_PREFIX });
};
