import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for what takes something away (delete, deactivate, demote). */
  isDestructive?: boolean;
  /** Resolves when done (the dialog then closes); a rejection is shown inside the dialog. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/**
 * "Are you sure?": Cancel has the focus first, so Enter never confirms by accident; a failure
 * (a 400 or 409) is said in the dialog, which stays open.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  isDestructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const handleConfirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  };

  return (
    <Dialog title={title} onClose={onClose} isDismissable={!isPending} testId="confirm-dialog">
      <div className="space-y-3 text-slate-700">{children}</div>
      {error !== null && (
        <p
          role="alert"
          data-testid="confirm-error"
          className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {errorMessage(t, error)}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          disabled={isPending}
          className="rounded-full px-5 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
        >
          {t('admin-ops.common.cancel')}
        </button>
        <button
          type="button"
          data-testid="confirm-button"
          onClick={handleConfirm}
          disabled={isPending}
          aria-busy={isPending}
          className={`inline-flex items-center gap-2 rounded-full px-5 py-2 font-semibold text-white disabled:opacity-70 ${
            isDestructive ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'
          }`}
        >
          {isPending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
