import {
  CHAT_ANSWER_MAX_LENGTH,
  CHAT_HISTORY_MAX_MESSAGES,
  type ChatMessage,
  ChatQuestionSchema,
  type ChatSource,
  type SubmittedAnswerInput,
} from '@maplebridge/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { streamChat } from './chat.api.ts';
import type { ChatNoticeCode, ConversationMessage, NewConversationMessage } from './chat.db.ts';
import { loadChatMarkdown } from './lazy-chat-markdown.ts';

// The browser's store (Dexie, about 30 KB gzipped) is not in the page's chunk: it loads once the page
// shows, and the conversation appears when it has been read, as it did when Dexie came with the page.
const loadDb = () => import('./chat.db.ts');

/** The stored conversation, read again after every change; undefined until first read. */
function useStoredConversation() {
  const [stored, setStored] = useState<ConversationMessage[]>();
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let isActive = true;
    let subscription: { unsubscribe(): void } | undefined;
    loadDb().then(({ watchConversation }) => {
      if (isActive) subscription = watchConversation(setStored, setError);
    }, setError);
    return () => {
      isActive = false;
      subscription?.unsubscribe();
    };
  }, []);
  // A store that cannot be read (IndexedDB blocked) is the page's error, shown by the route.
  if (error) throw error;
  return stored;
}

/**
 * The latest answer as it streams in. Once saved it stands in for its stored row until the next
 * question, so the bubble on screen is never swapped for an identical one.
 */
export interface PendingAnswer {
  content: string;
  sources: ChatSource[];
  notice?: ChatNoticeCode;
  isIncomplete?: boolean;
  /** The stored row once the answer is saved. */
  savedId?: number;
}

/** The request's messages: the latest 20 earlier turns (the contract's limit), then the question. */
export function toRequestMessages(history: ConversationMessage[], question: string): ChatMessage[] {
  return [
    ...history
      .filter((message) => !message.isGreeting)
      .slice(-CHAT_HISTORY_MAX_MESSAGES)
      .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_ANSWER_MAX_LENGTH) })),
    { role: 'user', content: question },
  ];
}

/** The first problem with a question, as an `ai-chatbox.*` key, or null when it can be sent. */
export function questionErrorOf(text: string): string | null {
  const parsed = ChatQuestionSchema.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'ai-chatbox.question-required');
}

/** Markdown read aloud: link texts without their addresses, no emphasis or table marks. */
const toSpokenText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface AnswerRequest {
  question: string;
  history: ConversationMessage[];
  /** The question's stored row, removed again when nothing came back. */
  userId?: number;
  /** The answer a regeneration replaces. */
  replaceId?: number;
}

/**
 * Shown until the stored conversation has been read (and on the page the server prerenders): every
 * conversation starts with the greeting, so the page's largest text is there from the first paint.
 */
const GREETING_WHILE_READING: ConversationMessage = {
  id: 0,
  role: 'assistant',
  content: '',
  isGreeting: true,
};

/**
 * The conversation: the stored messages (spec section 4), the answer streaming in, the question
 * box, and the actions on them. Loading always ends, whatever the server or the network does.
 * `result`: the quiz answers of the CRS result asked about, sent with every question while given.
 */
export function useChat(result: SubmittedAnswerInput[] | null = null) {
  const { t } = useTranslation();
  const language = useSettingsStore((state) => state.language);
  const stored = useStoredConversation();
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [replacingId, setReplacingId] = useState<number | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [draft, setDraft] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const isBusyRef = useRef(false);
  // Bumped by a reset, so an answer still arriving for the old conversation is dropped.
  const epoch = useRef(0);
  // Read when a question is sent, so a chip removed mid-conversation applies to the next one.
  const resultRef = useRef(result);
  resultRef.current = result;
  const greeting = t('chat.greeting');

  useEffect(() => {
    if (stored?.length === 0) void loadDb().then((db) => db.ensureGreeting(greeting));
  }, [stored, greeting]);

  // Leaving the page stops the answer; what arrived is kept.
  useEffect(() => () => controller.current?.abort(), []);

  const setBusyState = (value: boolean) => {
    isBusyRef.current = value;
    setBusy(value);
  };

  const reportFailure = (error: unknown) => {
    const fieldKey =
      error instanceof ApiError
        ? error.fields.map((field) => field.message).find((message) => message.startsWith('ai-chatbox.'))
        : undefined;
    if (fieldKey) setInputError(fieldKey);
    toast.error(t('chat.toast.failed'), { description: fieldKey ? t(fieldKey) : errorMessage(t, error) });
  };

  async function streamAnswer({ question, history, userId, replaceId }: AnswerRequest) {
    const session = epoch.current;
    const abort = new AbortController();
    controller.current = abort;
    const answer: PendingAnswer = { content: '', sources: [] };
    setPending({ ...answer });
    let failure: unknown = null;
    let isDone = false;
    try {
      await streamChat(
        {
          messages: toRequestMessages(history, question),
          language,
          ...(resultRef.current ? { result: resultRef.current } : {}),
        },
        {
          signal: abort.signal,
          onEvent: (event) => {
            if (event.event === 'delta') answer.content += event.data.text;
            else if (event.event === 'sources') answer.sources = event.data.sources;
            else if (event.event === 'error') answer.notice = event.data.code;
            else {
              isDone = true;
              return;
            }
            setPending({ ...answer });
          },
        },
      );
    } catch (error) {
      failure = error;
    }
    if (controller.current === abort) controller.current = null;
    if (session !== epoch.current) return;
    const isStopped = abort.signal.aborted;

    if (answer.content.trim() === '') {
      // Nothing to keep: the question leaves the conversation and goes back to the box.
      setPending(null);
      setReplacingId(null);
      if (userId !== undefined) {
        await (await loadDb()).deleteMessage(userId);
        setDraft((current) => (current.trim() === '' ? question : current));
      }
      if (!isStopped) reportFailure(failure ?? new ApiError(200, 'Empty answer.', 'response.invalid'));
      return;
    }

    const message: NewConversationMessage = {
      role: 'assistant',
      content: answer.content,
      sources: answer.sources,
      ...(answer.notice ? { notice: answer.notice } : {}),
      // Without `done` the server stopped short, even if the connection closed cleanly.
      ...(failure || !isDone ? { isIncomplete: true } : {}),
    };
    const db = await loadDb();
    const savedId =
      replaceId === undefined ? await db.saveMessage(message) : await db.replaceMessage(replaceId, message);
    if (session !== epoch.current) return;
    setPending({ ...message, sources: answer.sources, savedId });
    if (failure && !isStopped) reportFailure(failure);
    setAnnouncement(t('chat.status.answered', { answer: toSpokenText(answer.content) }));
  }

  /** Asks a question that already passed validation. */
  async function ask(question: string) {
    if (isBusyRef.current) return;
    setBusyState(true);
    // The answer is shown as Markdown: its renderer downloads while the question is sent (should that
    // fail, showing the answer asks for it again).
    loadChatMarkdown().catch(() => {});
    setAnnouncement('');
    const session = epoch.current;
    try {
      const db = await loadDb();
      const history = await db.findConversation();
      if (session !== epoch.current) return;
      const userId = await db.saveMessage({ role: 'user', content: question });
      await streamAnswer({ question, history, userId });
    } catch (error) {
      // The browser's store failed (IndexedDB blocked or full): say so, keep the question.
      setPending(null);
      setDraft((current) => (current.trim() === '' ? question : current));
      reportFailure(error);
    } finally {
      if (session === epoch.current) setBusyState(false);
    }
  }

  /** Sends the box's question when it is valid; otherwise shows why under the box. */
  function submitDraft(): boolean {
    const error = questionErrorOf(draft);
    setInputError(error);
    if (error || isBusyRef.current) return false;
    setDraft('');
    void ask(draft.trim());
    return true;
  }

  function changeDraft(text: string) {
    setDraft(text);
    // Once an error shows, it follows the text, so it goes away as soon as the question is fixed.
    if (inputError) setInputError(questionErrorOf(text));
  }

  /** Asks the last question again; the new answer replaces the last one. */
  async function regenerate() {
    if (isBusyRef.current) return;
    setBusyState(true);
    setAnnouncement('');
    const session = epoch.current;
    try {
      const all = await (await loadDb()).findConversation();
      const answer = all.at(-1);
      const question = all.at(-2);
      if (answer?.role !== 'assistant' || answer.isGreeting || question?.role !== 'user') return;
      setReplacingId(answer.id);
      await streamAnswer({ question: question.content, history: all.slice(0, -2), replaceId: answer.id });
    } catch (error) {
      setPending(null);
      setReplacingId(null);
      reportFailure(error);
    } finally {
      if (session === epoch.current) setBusyState(false);
    }
  }

  const stop = () => controller.current?.abort();

  /** Stops any answer, empties the box and leaves only the greeting. */
  async function startOver() {
    epoch.current += 1;
    controller.current?.abort();
    controller.current = null;
    setBusyState(false);
    setPending(null);
    setReplacingId(null);
    setDraft('');
    setInputError(null);
    setAnnouncement('');
    await (await loadDb()).clearConversation(greeting);
  }

  /** The refresh button: a new conversation at once, with an undo in the toast. */
  async function refresh() {
    const db = await loadDb();
    const before = await db.findConversation();
    await startOver();
    if (!before.some((message) => !message.isGreeting)) return;
    toast.success(t('chat.toast.reset'), {
      action: { label: t('chat.toast.undo'), onClick: () => void db.restoreConversation(before) },
    });
  }

  const messages = (stored?.length ? stored : [GREETING_WHILE_READING]).filter(
    (message) => message.id !== replacingId && message.id !== pending?.savedId,
  );
  const lastStored = messages.at(-1);
  const lastAnswerId = isBusy
    ? null
    : (pending?.savedId ??
      (lastStored?.role === 'assistant' && !lastStored.isGreeting ? lastStored.id : null));

  return {
    /** The stored messages, greeting first, without the one the pending answer stands for. */
    messages,
    isReady: stored !== undefined && stored.length > 0,
    /** The latest answer, shown after `messages`: streaming, or saved and not yet asked past. */
    pending,
    isBusy,
    /** Messages besides the greeting exist, so there is something to clear. */
    canClear: (stored ?? []).some((message) => !message.isGreeting),
    /** The answer that Regenerate would replace: the last one, when no answer is streaming. */
    lastAnswerId,
    draft,
    changeDraft,
    inputError,
    submitDraft,
    /** A ready-made question (an example, the home teaser); an invalid one lands in the box instead. */
    askQuestion(question: string) {
      const error = questionErrorOf(question);
      if (error) {
        setDraft(question);
        setInputError(error);
      } else void ask(question.trim());
    },
    regenerate,
    stop,
    refresh,
    clear: startOver,
    announcement,
  };
}
