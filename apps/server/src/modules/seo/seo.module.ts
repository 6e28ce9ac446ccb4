import { appWide, type ModulePlugin } from '../module-plugin.ts';
import { createSeoRepository } from './seo.repository.ts';
import { seoRoutes } from './seo.routes.ts';
import { createSharedResultPreviews } from './shared-result-preview.ts';

/**
 * Pages others read: `sitemap.xml` and `robots.txt`, and the facts the page server needs to answer
 * 404 for an unknown article, saved result or shared result, and a shared result's preview
 * (plugins/static-spa.ts reads `pageFacts`). Needs `translations`.
 */
export const seoModule: ModulePlugin<'database' | 'config'> = appWide(
  'seo',
  async (app, { database, config }) => {
    const seo = createSeoRepository(database.db);
    app.decorate('pageFacts', {
      findPublishedArticle: seo.findPublishedArticle,
      hasSavedResult: seo.hasSavedResult,
      findSharedResult: createSharedResultPreviews(seo, app.translations),
    });
    if (config.isProduction && !config.publicUrl)
      app.log.warn(
        'PUBLIC_URL is not set: pages carry no canonical or shared-link address, and there is no sitemap',
      );
    await app.register(seoRoutes(config, seo, app.publicReads));
  },
);
