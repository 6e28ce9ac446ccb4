import { createCrsResultsRepository } from '../crs/crs-results.repository.ts';
import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChat } from './create-chat.ts';
import { createResultFacts } from './result-facts.ts';

/** The assistant's `POST /api/chat`. Needs `translations` and `drawsSummary`. */
export const chatModule: ModulePlugin<'config' | 'database'> = async (app, { config, database }) => {
  const chat = createChat(config, app.translations, app.drawsSummary);
  const resultFacts = createResultFacts(createCrsResultsRepository(database.db));
  await app.register(chatRoutes(app.auth, chat, config.chatLimits, resultFacts), { prefix: API_PREFIX });
};
