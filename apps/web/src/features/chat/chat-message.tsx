import { AlertTriangle, Bot, Copy, RefreshCw, UserRound } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { toastError, toastSuccess } from '#shared/ui/toast.ts';
import type { ConversationMessage } from './chat.db.ts';
import { ChatSources } from './chat-sources.tsx';
import { LazyChatMarkdown } from './lazy-chat-markdown.ts';
import { TypingIndicator } from './typing-indicator.tsx';

interface ChatMessageProps {
  message: Omit<ConversationMessage, 'id' | 'role'> & { role: ConversationMessage['role'] };
  /** The answer is still arriving: no actions yet, and dots until its first words. */
  isStreaming?: boolean;
  /** Shown on the last answer only: it asks the last question again. */
  onRegenerate?: (() => void) | undefined;
}

const ACTION_CLASS =
  'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 hover:text-slate-900';

/** One bubble: the member's question as typed, or an answer as Markdown with its sources. */
export function ChatMessage({ message, isStreaming = false, onRegenerate }: ChatMessageProps) {
  const { t } = useTranslation();
  const isUser = message.role === 'user';
  const content = message.isGreeting ? t('chat.greeting') : message.content;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(content);
      toastSuccess(t('chat.toast.copied'));
    } catch {
      toastError(t('chat.toast.copyFailed'));
    }
  };

  return (
    <li
      data-testid="chat-message"
      data-role={message.role}
      className={`flex items-start gap-2 sm:gap-3 ${isUser ? 'flex-row-reverse' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`mt-1 hidden h-8 w-8 shrink-0 items-center justify-center rounded-full sm:flex ${
          isUser ? 'bg-slate-200 text-slate-700' : 'bg-brand-600 text-white'
        }`}
      >
        {isUser ? <UserRound className="h-4 w-4" /> : <Bot className="h-4 w-4" />}
      </span>
      <div
        className={`max-w-[92%] rounded-2xl px-4 py-3 sm:max-w-[80%] ${
          isUser
            ? 'rounded-tr-sm bg-brand-700 text-white'
            : 'rounded-tl-sm bg-slate-50 text-slate-900 ring-1 ring-slate-200'
        }`}
      >
        <span className="sr-only">{t(isUser ? 'chat.message.user' : 'chat.message.assistant')}: </span>
        {message.notice && (
          <p
            data-testid="chat-notice"
            className="mb-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900 ring-1 ring-amber-200"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
            {t(`errors.${message.notice}`)}
          </p>
        )}
        {isUser ? (
          <p data-testid="chat-message-content" className="break-words whitespace-pre-wrap">
            {content}
          </p>
        ) : content === '' && isStreaming ? (
          <TypingIndicator />
        ) : (
          <div data-testid="chat-message-content">
            {/* The greeting is one plain paragraph, laid out as the renderer would lay it out. An
                answer shows as plain text until the renderer has arrived (a slow line, say). */}
            {message.isGreeting ? (
              <div className="break-words leading-7">
                <p>{content}</p>
              </div>
            ) : (
              <Suspense fallback={<p className="break-words whitespace-pre-wrap leading-7">{content}</p>}>
                <LazyChatMarkdown text={content} />
              </Suspense>
            )}
          </div>
        )}
        {message.isIncomplete && (
          <p data-testid="chat-incomplete" className="mt-2 text-xs text-slate-600 italic">
            {t('chat.message.incomplete')}
          </p>
        )}
        {!isUser && message.sources && <ChatSources sources={message.sources} />}
        {!isUser && !message.isGreeting && !isStreaming && (
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" data-testid="chat-copy" onClick={handleCopy} className={ACTION_CLASS}>
              <Copy aria-hidden="true" className="h-3.5 w-3.5" />
              {t('chat.actions.copy')}
            </button>
            {onRegenerate && (
              <button
                type="button"
                data-testid="chat-regenerate"
                onClick={onRegenerate}
                className={ACTION_CLASS}
              >
                <RefreshCw aria-hidden="true" className="h-3.5 w-3.5" />
                {t('chat.actions.regenerate')}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
