import {
  CHAT_HISTORY_MAX_MESSAGES,
  type ChatEvent,
  type ChatRequest,
  type ChatSource,
  type Language,
} from '@maplebridge/contracts';
import type { StatedFacts } from './crs-facts.ts';
import { detectLanguage } from './detect-language.ts';
import { maskPersonalData } from './mask-personal-data.ts';
import type { ModelTools } from './model-tools.ts';
import { type OfflineAssistant, toSource } from './offline-assistant.ts';
import {
  type ModelMessage,
  type ModelSettings,
  ProviderError,
  streamCompletion,
  type ToolCall,
} from './openai-compatible.ts';

const LANGUAGE_NAMES: Record<Language, string> = { vi: 'Vietnamese', en: 'English' };

/** Rounds of tool calls before the model must answer with what it has (a loop costs time and money). */
export const MAX_TOOL_ROUNDS = 4;

/** What the model is told about its tools: figures come from them, never from its own arithmetic. */
const TOOL_RULES = [
  'Never compute CRS points, eligibility or cut-offs yourself: call score_profile for any score or change to one, check_eligibility for programs and categories, find_occupations for NOC codes, recent_rounds for the latest cut-offs and dates, search_knowledge for rules the sources below do not cover.',
  'Build a profile only from what the person said and say which values you assumed. Cite a page a tool returned with a Markdown link to its url.',
];

/** What the model is told before every conversation (the rules for the assistant). */
export function systemPrompt(language: Language, context: string, withTools = false): string {
  return [
    "You are MapleBridge's assistant for Canadian immigration, especially Express Entry and the CRS.",
    `Answer in ${LANGUAGE_NAMES[language]}, the language of the question, plainly and briefly, in Markdown.`,
    'Answer only about Canadian immigration; politely decline anything else.',
    'Base every statement on the numbered official sources below and cite them like [1]. If they do not answer the question, say so and point to https://www.canada.ca/en/immigration-refugees-citizenship.html; never invent rules, figures or dates.',
    'Job-offer (arranged employment) points are 0 since 25 March 2025. The CRS has no pass mark.',
    'Give general information, not personalised legal advice; for a decision, recommend a licensed immigration consultant (RCIC) or a lawyer.',
    'Vietnamese answers use these terms: đợt mời (draw), thư mời nộp hồ sơ (ITA), điểm tối thiểu được mời, thường trú nhân (PR), trình độ ngôn ngữ CLB.',
    ...(withTools ? TOOL_RULES : []),
    '',
    context || 'No source matched this question.',
  ].join('\n');
}

/** Split text in small parts, so the offline answer streams like a model's. */
function* inParts(text: string): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let index = 0; index < words.length; index += 6) yield words.slice(index, index + 6).join('');
}

/** The person's earlier questions: their facts carry over; the answers' own numbers do not. */
const askedBefore = (request: ChatRequest) =>
  request.messages
    .slice(-(CHAT_HISTORY_MAX_MESSAGES + 1), -1)
    .filter((message) => message.role === 'user')
    .map((message) => message.content);

const uniqueSources = (sources: ChatSource[]) => [
  ...new Map(sources.map((source) => [source.url + source.title, source])).values(),
];

interface ChatDependencies {
  offline: OfflineAssistant;
  /** A pause between the offline answer's parts, so it reads as typed (and can be stopped). */
  paceMs?: number;
  /** Absent: the offline assistant answers (the embedded default). */
  model?: ModelSettings;
  /** What the model may call, run here; absent: the model answers from the sources alone. */
  tools?: ModelTools;
}

export function createChatService({ offline, model, tools, paceMs = 0 }: ChatDependencies) {
  async function* offlineAnswer(
    question: string,
    language: Language,
    history: readonly string[],
    signal?: AbortSignal,
    base?: StatedFacts,
  ): AsyncGenerator<ChatEvent> {
    const draft = await offline.answer(question, language, history, base);
    for (const text of inParts(draft.text)) {
      if (signal?.aborted) return;
      yield { event: 'delta', data: { text } };
      if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, paceMs));
    }
    yield { event: 'sources', data: { sources: draft.sources } };
    yield { event: 'done', data: { provider: 'offline', language, grounded: draft.grounded } };
  }

  async function* modelAnswer(
    settings: ModelSettings,
    request: ChatRequest,
    question: string,
    language: Language,
    signal?: AbortSignal,
    base?: StatedFacts,
  ): AsyncGenerator<ChatEvent> {
    // Only masked text leaves the server.
    const maskedQuestion = maskPersonalData(question);
    const passages = offline.passages(question, language);
    // A result asked about reaches the model only as the engine's estimate, never as its answers.
    const estimate = await offline.estimate(question, language, askedBefore(request), base);
    const context = [
      ...passages.map(
        ({ passage }, index) =>
          `[${index + 1}] ${passage.document.title} (${passage.document.source})\n${passage.heading}\n${passage.text}`,
      ),
      // A question with CRS facts: the engine's own estimate, so the model never scores by itself.
      estimate ? `MapleBridge CRS calculator (the CRS engine, today's rules):\n${estimate.text}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    const history: ModelMessage[] = request.messages
      .slice(-(CHAT_HISTORY_MAX_MESSAGES + 1), -1)
      .map(({ role, content }) => ({ role, content: maskPersonalData(content) }));
    const messages: ModelMessage[] = [
      { role: 'system', content: systemPrompt(language, context, tools !== undefined) },
      ...history,
      { role: 'user', content: maskedQuestion },
    ];
    const toolSources: ChatSource[] = [];
    let hasText = false;
    try {
      for (let round = 0; ; round += 1) {
        if (signal?.aborted) return;
        // After the last round of tools the model is asked again without them, so it answers.
        const offered = round < MAX_TOOL_ROUNDS ? tools : undefined;
        let text = '';
        let calls: ToolCall[] = [];
        for await (const part of streamCompletion(
          settings,
          { messages, tools: offered?.definitions },
          signal,
        )) {
          if ('toolCalls' in part) {
            calls = part.toolCalls;
            continue;
          }
          text += part.text;
          hasText = true;
          yield { event: 'delta', data: { text: part.text } };
        }
        if (calls.length === 0) break;
        if (!offered)
          throw new ProviderError('chat.providerFailed', 'The model asked for tools it was not given');
        // The calls and their results go back in the conversation, one `tool` message per call.
        messages.push({ role: 'assistant', content: text || null, tool_calls: calls });
        for (const call of calls) {
          const result = await offered.run(call.function.name, call.function.arguments, language);
          toolSources.push(...result.sources);
          messages.push({ role: 'tool', tool_call_id: call.id, content: result.content });
        }
      }
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // A clear error, then the offline answer instead of silence.
      yield { event: 'error', data: { code: error.code, message: error.message } };
      if (hasText) yield { event: 'delta', data: { text: '\n\n---\n\n' } };
      yield* offlineAnswer(question, language, askedBefore(request), signal, base);
      return;
    }
    const sources = uniqueSources([
      ...passages.map(({ passage }) => toSource(passage.document)),
      ...(estimate?.sources ?? []),
      ...toolSources,
    ]);
    yield { event: 'sources', data: { sources } };
    yield { event: 'done', data: { provider: 'openai-compatible', language, grounded: sources.length > 0 } };
  }

  return {
    /**
     * The answer to the last message, as the events the route streams; `base`, the facts of the
     * result the conversation is about (a shared result, or the member's latest saved one).
     */
    answer(request: ChatRequest, signal?: AbortSignal, base?: StatedFacts): AsyncGenerator<ChatEvent> {
      const question = (request.messages.at(-1)?.content ?? '').trim();
      const language = detectLanguage(question, request.language);
      return model
        ? modelAnswer(model, request, question, language, signal, base)
        : offlineAnswer(question, language, askedBefore(request), signal, base);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
