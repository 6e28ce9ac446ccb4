import { loadConfig } from '#config.ts';
import { loadOfflineAssistant } from '#modules/chat/create-chat.ts';
import { loadTranslationCatalog } from '#modules/translations/translations.service.ts';

type Options = Omit<Parameters<typeof loadOfflineAssistant>[1], 'catalog'>;

/** The offline assistant over the committed knowledge base and the web's translations. */
export function loadTestAssistant(options: Options = {}) {
  const config = loadConfig({ NODE_ENV: 'test' });
  return loadOfflineAssistant(config.knowledgeDir, {
    catalog: loadTranslationCatalog(config.localesDir),
    ...options,
  });
}
