import { Eraser, type LucideIcon, RotateCcw } from 'lucide-react';
import { type ButtonHTMLAttributes, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useIsOnline } from '#shared/hooks/use-is-online.ts';
import { Trans } from '#shared/i18n/trans.tsx';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { LazyOfflineNotice } from '#shared/ui/lazy-offline-notice.ts';
import { useAskedResult } from './asked-result.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import { ExampleQuestions } from './example-questions.tsx';
import { ResultChip } from './result-chip.tsx';
import { useChat } from './use-chat.ts';

interface ToolButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: LucideIcon;
  label: string;
}

/** One of the tools over the conversation: a new one, or clearing this one. Round icons on a phone. */
function ToolButton({ icon: Icon, label, ...button }: ToolButtonProps) {
  return (
    <button
      type="button"
      title={label}
      className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-full bg-white px-2.5 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white sm:px-4"
      {...button}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

/** The question carried in the router state (`ChatPageState`), if any. */
function questionOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('question' in state)) return null;
  return typeof state.question === 'string' ? state.question : null;
}

/** /chat-ai: the assistant (spec sections 2 and 4), its answers grounded in official pages. */
export function ChatPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.chat.title'), t('meta.chat.description'));
  const asked = useAskedResult();
  const chat = useChat(asked.result?.answers ?? null);
  const input = useRef<HTMLTextAreaElement>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const hasAskedCarried = useRef(false);
  const carried = questionOf(location.state);
  const { isReady, askQuestion } = chat;
  // Offline a question would only fail: it stays in the box until the connection is back.
  const isOnline = useIsOnline();

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
    // One column a screen tall under the sticky 65 px header (the layout's padding taken back): only
    // the messages scroll, so the question box stays at the foot of the screen, and above the phone's
    // keyboard (the viewport resizes the content, see index.html). Until the page is wide enough for
    // the floating shortcut button to sit beside the column, it would cover the Send button: hidden.
    <div
      data-testid="chat-page"
      className="-my-6 flex h-[calc(100dvh-4.0625rem)] min-h-[26rem] flex-col gap-3 py-3 sm:gap-4 sm:py-5 max-xl:[body:has(&)_nav:has(>[data-testid=quick-actions-toggle])]:hidden"
    >
      <header className="flex items-center justify-between gap-3 sm:items-end">
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('chat.page.title')}
          </h1>
          <p className="mt-1 hidden text-slate-700 sm:block">{t('chat.page.intro')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          <ToolButton
            data-testid="chat-refresh"
            onClick={() => {
              asked.dismiss();
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

      {!isOnline && (
        <Suspense fallback={null}>
          <LazyOfflineNotice titleKey="offline.chat.title" textKey="offline.chat.text" />
        </Suspense>
      )}

      {asked.result && (
        <ResultChip
          score={asked.result.score}
          onDismiss={() => {
            asked.dismiss();
            focusInput();
          }}
        />
      )}

      <section
        aria-labelledby="chat-conversation"
        className="flex min-h-0 flex-1 flex-col rounded-3xl bg-white/95 shadow-sm ring-1 ring-slate-200"
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
        {isOnlyGreeting && !chat.isBusy && isOnline && (
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
            if (isOnline) chat.submitDraft();
            focusInput();
          }}
          onStop={chat.stop}
          isBusy={chat.isBusy}
          error={chat.inputError}
          inputRef={input}
        />
      </section>

      <p data-testid="chat-disclaimer" className="text-center text-xs text-slate-700 sm:text-sm">
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
            asked.dismiss();
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
