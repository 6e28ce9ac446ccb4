import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { createTagsRepository } from './tags.repository.ts';
import { tagsRoutes } from './tags.routes.ts';
import { createTagsService } from './tags.service.ts';

/** News tags: the public list and the console's. */
export const tagsModule: ModulePlugin<'database'> = async (app, { database }) => {
  const tags = createTagsService(createTagsRepository(database.db), app.publicReads);
  await app.register(tagsRoutes(app.auth, tags), { prefix: API_PREFIX });
};
