import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '#shared/i18n/use-translation.ts';

interface ClearConversationDialogProps {
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before the whole conversation is wiped; Cancel has the focus, Escape or the overlay cancel. */
export function ClearConversationDialog({ onConfirm, onCancel }: ClearConversationDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelButton.current?.focus();
  }, []);

  // Two buttons: Tab and Shift+Tab move between them and never leave the dialog.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      const next = document.activeElement === cancelButton.current ? confirmButton : cancelButton;
      next.current?.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden="true" onClick={onCancel} className="absolute inset-0 bg-slate-900/60" />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="chat-clear-dialog"
        onKeyDown={handleKeyDown}
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {t('chat.clearDialog.title')}
        </h2>
        <p id={textId} className="mt-2 text-slate-700">
          {t('chat.clearDialog.text')}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            ref={cancelButton}
            type="button"
            data-testid="chat-clear-cancel"
            onClick={onCancel}
            className="rounded-full px-5 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            {t('chat.clearDialog.cancel')}
          </button>
          <button
            ref={confirmButton}
            type="button"
            data-testid="chat-clear-confirm"
            onClick={onConfirm}
            className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t('chat.clearDialog.confirm')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
