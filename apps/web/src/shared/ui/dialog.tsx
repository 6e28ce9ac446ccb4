import { X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '#shared/hooks/use-focus-trap.ts';
import { useInertBackground } from '#shared/hooks/use-inert-background.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button, IconButton } from './button.tsx';

interface DialogProps {
  title: string;
  children: ReactNode;
  onClose(): void;
  /** Words under the title that say what the dialog is about (read with it). */
  description?: ReactNode;
  /** `drawer` slides in from the right edge, full height (a detail view); `modal` is centred. */
  variant?: 'modal' | 'drawer';
  /** `alertdialog` for a question that interrupts (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** While false (a request is out), Escape, the backdrop and the close button do nothing. */
  isDismissable?: boolean;
  /** A close (×) button in the header; dialogs with their own Cancel button do without. */
  hasCloseButton?: boolean;
  testId?: string;
}

/**
 * The one modal of the app. Focus moves in (to `[data-autofocus]`, else the first control) and stays
 * in; Escape, the backdrop or × close it; the page behind is inert; focus goes back to what opened it.
 * In a portal: a dialog with its own form may open from inside another form, and React events still
 * bubble to the opener's tree, so a form inside stops its submit from going further.
 */
export function Dialog({
  title,
  children,
  onClose,
  description,
  variant = 'modal',
  role = 'dialog',
  isDismissable = true,
  hasCloseButton = variant === 'drawer',
  testId = 'dialog',
}: DialogProps) {
  const { t } = useTranslation();
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (isDismissable) onClose();
  };
  // Declared first so that on close the page is focusable again before focus goes back to it.
  useInertBackground(layer);
  useFocusTrap(panel, close);

  const isDrawer = variant === 'drawer';
  return createPortal(
    <div
      ref={layer}
      className={`fixed inset-0 z-50 flex ${isDrawer ? 'justify-end' : 'items-center justify-center p-4'}`}
    >
      {/* The backdrop is for the mouse; keyboards close with Escape or the dialog's own buttons. */}
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/60" onMouseDown={close} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal. */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
        className={`relative flex flex-col bg-white shadow-xl focus:outline-none ${
          isDrawer ? 'h-full w-full max-w-xl' : 'max-h-[90vh] w-full max-w-lg rounded-2xl'
        }`}
      >
        <div
          className={`flex items-start justify-between gap-3 px-6 pt-5 ${isDrawer ? 'border-b border-slate-200 pb-4' : ''}`}
        >
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {hasCloseButton && (
            <IconButton
              label={t('ui.dialog.close')}
              icon={X}
              onClick={close}
              disabled={!isDismissable}
              className="-m-1"
            />
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 pt-3 pb-6">
          {description && (
            <div id={descriptionId} className="mb-4 text-slate-700">
              {description}
            </div>
          )}
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** A form dialog's buttons at its foot: Cancel first (it closes the dialog), then the dialog's own. */
export function DialogActions({
  onCancel,
  cancelLabel,
  children,
}: {
  onCancel(): void;
  cancelLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel ?? t('ui.dialog.cancel')}
      </Button>
      {children}
    </div>
  );
}
