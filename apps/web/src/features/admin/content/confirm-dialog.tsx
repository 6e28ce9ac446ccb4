import { LoaderCircle } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  isPending?: boolean;
  /** Danger: the action cannot be undone (red button). */
  tone?: 'danger' | 'primary';
}

/** Asks before an action that is hard to take back; Cancel has focus first, so Enter does no harm. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  isPending = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={title}
      description={message}
      onClose={onCancel}
      initialFocusRef={cancel}
      testId="confirm-dialog"
    >
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <button
          ref={cancel}
          type="button"
          onClick={onCancel}
          data-testid="confirm-cancel"
          className="rounded-full px-5 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
        >
          {t('admin-content.common.cancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isPending}
          aria-busy={isPending}
          data-testid="confirm-accept"
          className={`inline-flex items-center gap-2 rounded-full px-5 py-2 font-semibold text-white disabled:opacity-70 ${
            tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'
          }`}
        >
          {isPending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
