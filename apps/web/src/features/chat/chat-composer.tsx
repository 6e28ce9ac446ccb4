import { CHAT_QUESTION_MAX_LENGTH } from '@maplebridge/contracts';
import { SendHorizontal, Square } from 'lucide-react';
import { type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode, type RefObject, useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/** The box grows with its lines up to this many, then scrolls. */
const MAX_ROWS = 8;
/** The counter shows from here on, as the 4,000-character limit nears. */
const COUNTER_FROM = CHAT_QUESTION_MAX_LENGTH - 500;

interface ComposerButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its colours, at rest and on hover. */
  tone: string;
  icon: ReactNode;
  /** Shown from the small breakpoint up; below it, read by screen readers only. */
  label: string;
}

/** Send, or Stop while an answer streams: the round button beside the box. */
function ComposerButton({ tone, icon, label, ...button }: ComposerButtonProps) {
  return (
    <button
      className={`inline-flex h-11 shrink-0 items-center gap-2 rounded-full px-4 font-semibold text-white ${tone}`}
      {...button}
    >
      {icon}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

interface ChatComposerProps {
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  onStop(): void;
  isBusy: boolean;
  /** An `ai-chatbox.*` key. */
  error: string | null;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The question box: Enter sends, Shift+Enter starts a new line; Stop while an answer streams. */
export function ChatComposer({
  value,
  onChange,
  onSubmit,
  onStop,
  isBusy,
  error,
  inputRef,
}: ChatComposerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const rows = Math.min(Math.max(value.split('\n').length, 1), MAX_ROWS);
  const isCounterShown = value.length >= COUNTER_FROM;
  const isOverLimit = value.length > CHAT_QUESTION_MAX_LENGTH;
  const describedBy = [`${id}-hint`, isCounterShown && `${id}-counter`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method still composing a Vietnamese word uses Enter to commit it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isBusy) onSubmit();
  };

  return (
    <form
      noValidate
      data-testid="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy) onSubmit();
      }}
      // Sticky: should the page scroll under the column (a keyboard that overlays it), the box stays in
      // view; clear of the home indicator on phones that have one.
      className="sticky bottom-0 rounded-b-3xl border-t border-slate-200 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:p-4"
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('chat.composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={inputRef}
          id={id}
          data-testid="chat-input"
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={t('chat.composer.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-11 flex-1 resize-none overflow-y-auto rounded-xl border bg-white px-3 py-2.5 leading-6 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ${
            error ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        {isBusy ? (
          <ComposerButton
            type="button"
            data-testid="chat-stop"
            onClick={onStop}
            tone="bg-slate-800 hover:bg-slate-900"
            icon={<Square aria-hidden="true" className="h-4 w-4 fill-current" />}
            label={t('chat.composer.stop')}
          />
        ) : (
          <ComposerButton
            type="submit"
            data-testid="chat-submit"
            tone="bg-brand-600 hover:bg-brand-700"
            icon={<SendHorizontal aria-hidden="true" className="h-4 w-4" />}
            label={t('chat.composer.send')}
          />
        )}
      </div>
      <div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs">
        <div className="min-w-0 flex-1">
          {error && (
            <p
              id={`${id}-error`}
              role="alert"
              data-testid="chat-input-error"
              className="text-sm text-red-700"
            >
              {t(error)}
            </p>
          )}
          <p id={`${id}-hint`} className="text-slate-600">
            {t('chat.composer.hint')}
          </p>
        </div>
        {isCounterShown && (
          <p
            id={`${id}-counter`}
            data-testid="chat-counter"
            className={isOverLimit ? 'font-semibold text-red-700' : 'text-slate-600'}
          >
            {t('chat.composer.counter', {
              count: value.length.toLocaleString(i18n.language),
              max: CHAT_QUESTION_MAX_LENGTH.toLocaleString(i18n.language),
            })}
          </p>
        )}
      </div>
    </form>
  );
}
