import type { Config } from '#config.ts';
import type { DrawsSummaryReader } from '../draws/draws-summary.ts';
import type { TranslationCatalog } from '../translations/translations.service.ts';
import { createChatService } from './chat.service.ts';
import { loadKnowledgeBase } from './knowledge-base.ts';
import { createOfflineAssistant } from './offline-assistant.ts';
import { createRetriever } from './retrieval.ts';

/** The assistant as the configuration asks for it, over the knowledge base read at start-up. */
export function createChat(config: Config, catalog: TranslationCatalog, draws: DrawsSummaryReader) {
  const knowledge = loadKnowledgeBase(config.knowledgeDir);
  const offline = createOfflineAssistant({
    retriever: createRetriever(knowledge),
    documents: knowledge.documents,
    catalog,
    cutOff: async () => {
      const round = (await draws.get()).latestCutOff;
      return round ? { score: round.lowestScore, round: round.number, date: round.date } : null;
    },
  });
  const { provider, baseUrl, apiKey, model, timeoutMs } = config.ai;
  return createChatService({
    offline,
    paceMs: config.chatPaceMs,
    model:
      provider === 'openai-compatible' && baseUrl && model
        ? { baseUrl, apiKey, model, timeoutMs }
        : undefined,
  });
}
