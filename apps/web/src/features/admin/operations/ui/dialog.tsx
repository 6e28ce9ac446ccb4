import { X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useFocusTrap } from './use-focus-trap.ts';

interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** `drawer` slides in from the right edge, full height (a detail view); `modal` is centred. */
  variant?: 'modal' | 'drawer';
  /** While false (a request is out), Escape and the close button do nothing. */
  isDismissable?: boolean;
  testId?: string;
}

/** A modal dialog: focus is trapped inside, Escape closes it, focus returns to what opened it. */
export function Dialog({
  title,
  onClose,
  children,
  variant = 'modal',
  isDismissable = true,
  testId,
}: DialogProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => {
    if (isDismissable) onClose();
  };
  useFocusTrap(panel, close);

  const isDrawer = variant === 'drawer';
  return createPortal(
    <div
      className={`fixed inset-0 z-50 flex bg-slate-900/50 ${isDrawer ? 'justify-end' : 'items-center justify-center p-4'}`}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className={`flex flex-col bg-white shadow-xl focus:outline-none ${
          isDrawer ? 'h-full w-full max-w-xl' : 'max-h-[90vh] w-full max-w-md rounded-2xl'
        }`}
      >
        <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={close}
            disabled={!isDismissable}
            aria-label={t('admin-ops.common.close')}
            className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
