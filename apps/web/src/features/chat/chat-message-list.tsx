import { useEffect, useLayoutEffect, useRef } from 'react';
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

/** How close to the bottom (px) still counts as reading the newest message. */
const STICK_DISTANCE = 80;

/**
 * The conversation, oldest first. It follows the newest message while the reader is at the bottom,
 * and stays put when they scroll up to read an earlier answer.
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
  const isAtBottom = useRef(true);
  const count = messages.length + (pending ? 1 : 0);
  const lastRole = messages.at(-1)?.role;

  // A new question is the reader's own: always bring it into view.
  useEffect(() => {
    if (lastRole === 'user') isAtBottom.current = true;
  }, [lastRole]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the count and the streamed text are what move the bottom.
  useLayoutEffect(() => {
    const element = list.current;
    if (element && isAtBottom.current) element.scrollTop = element.scrollHeight;
  }, [count, pending?.content, lastRole]);

  const handleScroll = () => {
    const element = list.current;
    if (!element) return;
    isAtBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_DISTANCE;
  };

  return (
    <ol
      ref={list}
      data-testid="chat-messages"
      aria-label={t('chat.list.label')}
      onScroll={handleScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable by keyboard.
      tabIndex={0}
      className="flex max-h-[60dvh] min-h-72 flex-col gap-4 overflow-y-auto p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-5"
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
