import { type KeyboardEvent, type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (node: HTMLElement) => [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];

interface DialogProps {
  title: string;
  children: ReactNode;
  onClose(): void;
  /** Gets focus when the dialog opens; otherwise its first focusable element does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Words under the title that say what the dialog is about (read with it). */
  description?: string;
  testId?: string;
}

/**
 * A modal dialog: focus moves in and stays in (Tab and Shift+Tab wrap), Escape or a press on the
 * backdrop closes it, and focus goes back where it was, unless the action moved it on purpose.
 * React events still bubble to the opener's tree: a form inside stops its submit from going further.
 */
export function Dialog({
  title,
  children,
  onClose,
  initialFocusRef,
  description,
  testId = 'dialog',
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latest = useRef({ onClose, initialFocusRef });
  latest.current = { onClose, initialFocusRef };

  useLayoutEffect(() => {
    const node = panel.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (latest.current.initialFocusRef?.current ?? focusablesIn(node)[0] ?? node).focus();
    // A press elsewhere (a toast, the page behind) must not leave focus outside the dialog.
    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !node.contains(event.target))
        (focusablesIn(node)[0] ?? node).focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      const active = document.activeElement;
      if (!active || active === document.body || node.contains(active)) opener?.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      latest.current.onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusablesIn(panel.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return event.preventDefault();
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // In a portal: a dialog with its own form may open from inside another form.
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      {/* The backdrop is for the mouse; keyboards close with Escape or the dialog's own buttons. */}
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/60" onMouseDown={() => onClose()} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        data-testid={testId}
        className="relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-2 text-slate-700">
            {description}
          </p>
        )}
        <div className="mt-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
