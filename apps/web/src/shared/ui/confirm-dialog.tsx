import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  /** The question, with what it acts on. */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what takes something away (delete, deactivate, demote). */
  isDestructive?: boolean;
  /**
   * The action. When it returns a promise the dialog waits for it (the button spins), closes when it
   * resolves and says a rejection inside, staying open; otherwise it closes at once. Focus that the
   * action moves must wait for the page to be interactive again (a frame), as the page is inert.
   */
  onConfirm(): unknown;
  onClose(): void;
  cancelLabel?: string;
  role?: 'dialog' | 'alertdialog';
  /** `<testId>-dialog`, `-cancel`, `-button` and `-error`. */
  testId?: string;
}

/** "Are you sure?": Cancel has the focus first, so Enter never confirms by accident. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  isDestructive = false,
  onConfirm,
  onClose,
  cancelLabel,
  role,
  testId = 'confirm',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const handleConfirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      // The action may have closed the dialog itself (a navigation that was waiting, say).
      if (isMounted.current) onClose();
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  };

  return (
    <Dialog
      title={title}
      description={children}
      onClose={onClose}
      isDismissable={!isPending}
      role={role}
      testId={`${testId}-dialog`}
    >
      {error !== null && (
        <p
          role="alert"
          data-testid={`${testId}-error`}
          className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {errorMessage(t, error)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          data-autofocus
          onClick={onClose}
          disabled={isPending}
          data-testid={`${testId}-cancel`}
        >
          {cancelLabel ?? t('ui.dialog.cancel')}
        </Button>
        <Button
          variant={isDestructive ? 'danger' : 'primary'}
          onClick={handleConfirm}
          isPending={isPending}
          data-testid={`${testId}-button`}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
