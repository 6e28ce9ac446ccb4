import {
  type Envelope,
  LANGUAGES,
  type Language,
  NEWS_LIST_PAGE_SIZE,
  NewsListQuerySchema,
  type NewsPage,
  newsQueryString,
} from '@maplebridge/contracts';
import { ok } from '../../envelope.ts';
import { API_PREFIX, appWide, type ModulePlugin } from '../module-plugin.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createNewsFeedJob } from '../sync/news-feed-job.ts';
import { createTagsRepository } from '../tags/tags.repository.ts';
import { seedDemoContent } from './demo-content.ts';
import { createNewsRepository } from './news.repository.ts';
import { newsRoutes } from './news.routes.ts';
import { createNewsService } from './news.service.ts';
import { startViewCounter } from './view-counter.ts';

/**
 * News: reading, saving and the console's articles; the demo content on an empty site; the scheduled
 * import of the news feeds, added to `sync`. Readers' views are counted in memory and written every
 * few seconds, and a last time when the app closes (after its last answer, before the database).
 * Gives the page server /news's first page (`newsFirstPage`), which it sends with the page.
 */
export const newsModule: ModulePlugin<'database' | 'config'> = appWide(
  'news',
  async (app, { database, config }) => {
    if (config.seedDemoContent) await seedDemoContent(database.db, config.contentDir);
    const repository = createNewsRepository(database.db);
    const views = startViewCounter({
      write: (counts) => repository.addViews(counts),
      // Kept for the next write; when closing, these are the views lost.
      onError: (error) => app.log.error({ err: error, unwritten: views.total }, 'writing news views'),
    });
    // Close hooks run newest first: this one before app.ts's, which closes the database.
    app.addHook('onClose', () => views.close());
    const news = createNewsService({
      news: repository,
      views,
      tags: createTagsRepository(database.db),
      notifications: createNotificationsRepository(database.db),
      publicReads: app.publicReads,
    });
    app.sync.addJob('news', createNewsFeedJob(database.db));
    // Each language's first page, as the web asks for it and the route parses it: worked out once, not per page view.
    const firstPageQuery = (language: Language) => {
      const search = newsQueryString({ pageNumber: 1, pageSize: NEWS_LIST_PAGE_SIZE, lng: language });
      const query = NewsListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
      return { path: `/news?${search}`, query };
    };
    const firstPages = Object.fromEntries(
      LANGUAGES.map((language) => [language, firstPageQuery(language)]),
    ) as Record<Language, ReturnType<typeof firstPageQuery>>;
    app.decorate('newsFirstPage', async (language: Language): Promise<FirstNewsPage> => {
      const { path, query } = firstPages[language];
      return { path, answer: ok(await news.list(query, null), 'news.list') };
    });
    await app.register(newsRoutes(app.auth, news), { prefix: API_PREFIX });
  },
);

/** A visitor's first page of /news, as GET `/api` + `path` answers it. */
export interface FirstNewsPage {
  path: string;
  answer: Envelope<NewsPage>;
}
