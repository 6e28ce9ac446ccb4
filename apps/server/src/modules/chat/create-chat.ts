import type { Config } from '#config.ts';
import type { DrawsSummaryReader } from '../draws/draws-summary.ts';
import type { TranslationCatalog } from '../translations/translations.service.ts';
import { createChatService } from './chat.service.ts';
import { loadKnowledgeBase } from './knowledge-base.ts';
import { createModelTools } from './model-tools.ts';
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
  const rounds = async () =>
    (await draws.lastOfEachCategory()).map(({ category, number, date, lowestScore, invitations }) => ({
      category,
      number,
      date,
      lowestScore,
      invitations,
    }));
  const { offline, knowledge, retriever } = loadOfflineAssistant(config.knowledgeDir, {
    catalog,
    rounds,
    cutOff: async () => {
      const round = (await draws.get()).latestCutOff;
      return round ? { score: round.lowestScore, round: round.number, date: round.date } : null;
    },
  });
  const { provider, baseUrl, apiKey, model, timeoutMs } = config.ai;
  const hasModel = provider === 'openai-compatible' && baseUrl && model;
  return createChatService({
    offline,
    paceMs: config.chatPaceMs,
    model: hasModel ? { baseUrl, apiKey, model, timeoutMs } : undefined,
    // The model scores, checks and reads rounds through the same engine and data as the offline answer.
    tools: hasModel ? createModelTools({ retriever, documents: knowledge.documents, rounds }) : undefined,
  });
}
