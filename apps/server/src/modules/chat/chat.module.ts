import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChat } from './create-chat.ts';

/** The assistant's `POST /api/chat`. Needs `translations` and `drawsSummary`. */
export const chatModule: ModulePlugin<'config'> = async (app, { config }) => {
  const chat = createChat(config, app.translations, app.drawsSummary);
  await app.register(chatRoutes(app.auth, chat, config.chatLimits), { prefix: API_PREFIX });
};
