import { API_PREFIX, appWide, type ModulePlugin } from '../module-plugin.ts';
import { translationsRoutes } from './translations.routes.ts';
import { loadTranslationCatalog } from './translations.service.ts';

/** The web app's texts at `/api/translations/{lng}`; decorates `translations`. */
export const translationsModule: ModulePlugin<'config'> = appWide('translations', async (app, { config }) => {
  const catalog = loadTranslationCatalog(config.localesDir);
  app.decorate('translations', catalog);
  await app.register(translationsRoutes(catalog), { prefix: API_PREFIX });
});
