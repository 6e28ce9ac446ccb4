import { Eraser, type LucideIcon, RotateCcw } from 'lucide-react';
import { type ButtonHTMLAttributes, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { Trans } from '#shared/i18n/trans.tsx';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import type { ChatPageState } from './chat-navigation.ts';
import { ExampleQuestions } from './example-questions.tsx';
import { useChat } from './use-chat.ts';

interface ToolButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: LucideIcon;
  label: string;
}

/** One of the tools over the conversation: a new one, or clearing this one. */
function ToolButton({ icon: Icon, label, ...button }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white"
      {...button}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}

/** The question carried in the router state (`ChatPageState`), if any. */
function questionOf(state: unknown): ChatPageState['question'] | null {
  if (typeof state !== 'object' || state === null || !('question' in state)) return null;
  return typeof state.question === 'string' ? state.question : null;
}

/** /chat-ai: the assistant (spec sections 2 and 4), its answers grounded in official pages. */
export function ChatPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.chat.title'), t('meta.chat.description'));
  const chat = useChat();
  const input = useRef<HTMLTextAreaElement>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const hasAskedCarried = useRef(false);
  const carried = questionOf(location.state);
  const { isReady, askQuestion } = chat;

  // A question carried from the home teaser is asked once; the state is dropped so a reload
  // does not ask it again.
  useEffect(() => {
    if (!isReady || carried === null || hasAskedCarried.current) return;
    hasAskedCarried.current = true;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    askQuestion(carried);
    input.current?.focus();
  }, [isReady, carried, askQuestion, navigate, location.pathname, location.search]);

  const focusInput = () => input.current?.focus();
  const isOnlyGreeting = !chat.pending && chat.messages.length === 1 && chat.messages[0]?.isGreeting === true;

  return (
    <div data-testid="chat-page" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('chat.page.title')}
          </h1>
          <p className="mt-1 text-slate-700">{t('chat.page.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ToolButton
            data-testid="chat-refresh"
            onClick={() => {
              void chat.refresh();
              focusInput();
            }}
            icon={RotateCcw}
            label={t('chat.actions.refresh')}
          />
          <ToolButton
            data-testid="chat-clear"
            disabled={!chat.canClear}
            onClick={() => setConfirmOpen(true)}
            icon={Eraser}
            label={t('chat.actions.clear')}
          />
        </div>
      </header>

      <section
        aria-labelledby="chat-conversation"
        className="flex flex-col rounded-3xl bg-white/95 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="chat-conversation" className="sr-only">
          {t('chat.list.label')}
        </h2>
        <ChatMessageList
          messages={chat.messages}
          pending={chat.pending}
          isBusy={chat.isBusy}
          lastAnswerId={chat.lastAnswerId}
          onRegenerate={() => void chat.regenerate()}
        />
        {isOnlyGreeting && !chat.isBusy && (
          <ExampleQuestions
            onAsk={(question) => {
              askQuestion(question);
              focusInput();
            }}
          />
        )}
        <ChatComposer
          value={chat.draft}
          onChange={chat.changeDraft}
          onSubmit={() => {
            chat.submitDraft();
            focusInput();
          }}
          onStop={chat.stop}
          isBusy={chat.isBusy}
          error={chat.inputError}
          inputRef={input}
        />
      </section>

      <p data-testid="chat-disclaimer" className="text-center text-sm text-slate-700">
        <Trans
          i18nKey="chat.disclaimer"
          components={{
            contact: (
              <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-2" />
            ),
          }}
        />
      </p>

      <div role="status" aria-live="polite" className="sr-only" data-testid="chat-announcement">
        {chat.announcement}
      </div>

      {isConfirmOpen && (
        <ConfirmDialog
          role="alertdialog"
          title={t('chat.clearDialog.title')}
          confirmLabel={t('chat.clearDialog.confirm')}
          cancelLabel={t('chat.clearDialog.cancel')}
          testId="chat-clear"
          onClose={() => setConfirmOpen(false)}
          onConfirm={() => {
            void chat.clear();
            // Once the dialog is gone and the page is no longer inert.
            requestAnimationFrame(focusInput);
          }}
        >
          {t('chat.clearDialog.text')}
        </ConfirmDialog>
      )}
    </div>
  );
}
