import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * Keeps Tab and Shift+Tab inside `root` while it is mounted, calls `onEscape` on Escape, focuses
 * `[data-autofocus]` (else the first control) on open, and gives focus back on close.
 */
export function useFocusTrap(root: RefObject<HTMLElement | null>, onEscape: () => void) {
  const handleEscape = useRef(onEscape);
  handleEscape.current = onEscape;

  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (node.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(node)[0] ?? node).focus();

    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        handleEscape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(node);
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        node.focus();
      } else if (event.shiftKey && (active === first || !node.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !node.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      // The control that opened it may be gone (a deleted row): then focus stays where it falls.
      if (previous?.isConnected) previous.focus();
    };
  }, [root]);
}
