import type { Config } from '#config.ts';
import type { DrawsSummaryReader } from '../draws/draws-summary.ts';
import type { TranslationCatalog } from '../translations/translations.service.ts';
import { createChatService } from './chat.service.ts';
import { loadKnowledgeBase } from './knowledge-base.ts';
import { createOfflineAssistant } from './offline-assistant.ts';
import { createRetriever } from './retrieval.ts';

type OfflineOptions = Omit<Parameters<typeof createOfflineAssistant>[0], 'retriever' | 'documents'>;

/** The offline assistant over the knowledge base in `knowledgeDir`, read and indexed now. */
export function loadOfflineAssistant(knowledgeDir: string, options: OfflineOptions) {
  const knowledge = loadKnowledgeBase(knowledgeDir);
  const retriever = createRetriever(knowledge);
  return {
    knowledge,
    retriever,
    offline: createOfflineAssistant({ retriever, documents: knowledge.documents, ...options }),
  };
}

/** The assistant as the configuration asks for it, over the knowledge base read at start-up. */
export function createChat(config: Config, catalog: TranslationCatalog, draws: DrawsSummaryReader) {
  const { offline } = loadOfflineAssistant(config.knowledgeDir, {
    catalog,
    rounds: async () =>
      (await draws.get()).recent.map(({ round }) => ({
        category: round.category,
        number: round.number,
        date: round.date,
        lowestScore: round.lowestScore,
      })),
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
