import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { ConversationMessage } from './chat.db.ts';
import { ChatMessage } from './chat-message.tsx';
import type { PendingAnswer } from './use-chat.ts';

interface ChatMessageListProps {
  messages: ConversationMessage[];
  pending: PendingAnswer | null;
  isBusy: boolean;
  lastAnswerId: number | null;
  onRegenerate(): void;
}

/**
 * The conversation, oldest first. A new question is brought to the top of the list and held there
 * while its answer streams in under it, so the reader starts at the answer's first line rather than
 * being carried to the end of a long one; once they scroll themselves, the list stays where they put it.
 */
export function ChatMessageList({
  messages,
  pending,
  isBusy,
  lastAnswerId,
  onRegenerate,
}: ChatMessageListProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  /** At the newest message (on opening), holding the new question at the top, or where the reader scrolled. */
  const mode = useRef<'newest' | 'question' | 'reader'>('newest');
  /** Where the list last put itself: a scroll elsewhere is the reader's. */
  const placedAt = useRef(0);
  const count = messages.length + (pending ? 1 : 0);
  const last = messages.at(-1);
  const newQuestionId = last?.role === 'user' ? last.id : null;

  useLayoutEffect(() => {
    if (newQuestionId !== null) mode.current = 'question';
  }, [newQuestionId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the count and the streamed text are what move the messages.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || mode.current === 'reader') return;
    const question = [...element.querySelectorAll<HTMLElement>('[data-role="user"]')].at(-1);
    element.scrollTop =
      mode.current === 'question' && question
        ? element.scrollTop +
          question.getBoundingClientRect().top -
          element.getBoundingClientRect().top -
          Number.parseFloat(getComputedStyle(element).paddingTop)
        : element.scrollHeight;
    placedAt.current = element.scrollTop;
  }, [count, pending?.content, newQuestionId]);

  const handleScroll = () => {
    const element = list.current;
    if (element && Math.abs(element.scrollTop - placedAt.current) > 1) mode.current = 'reader';
  };

  return (
    <ol
      ref={list}
      data-testid="chat-messages"
      aria-label={t('chat.list.label')}
      onScroll={handleScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable by keyboard.
      tabIndex={0}
      className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-5"
    >
      {messages.map((message) => (
        <ChatMessage
          key={message.id}
          message={message}
          onRegenerate={message.id === lastAnswerId ? onRegenerate : undefined}
        />
      ))}
      {pending && (
        <ChatMessage
          message={{ role: 'assistant', ...pending }}
          isStreaming={isBusy && pending.savedId === undefined}
          onRegenerate={
            pending.savedId !== undefined && pending.savedId === lastAnswerId ? onRegenerate : undefined
          }
        />
      )}
    </ol>
  );
}
