import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { createNewsRepository } from '../news/news.repository.ts';
import { createSlidesRepository } from './slides.repository.ts';
import { slidesRoutes } from './slides.routes.ts';
import { createSlidesService } from './slides.service.ts';

/** The home page's slides, each linking an article. */
export const slidesModule: ModulePlugin<'database'> = async (app, { database }) => {
  const slides = createSlidesService(
    createSlidesRepository(database.db),
    createNewsRepository(database.db),
    app.publicReads,
  );
  await app.register(slidesRoutes(app.auth, slides), { prefix: API_PREFIX });
};
