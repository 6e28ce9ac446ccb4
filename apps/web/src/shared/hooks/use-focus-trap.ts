import { type RefObject, useLayoutEffect, useRef } from 'react';

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
 * For a modal dialog or drawer while `root` is mounted: focus moves in (to `[data-autofocus]`, else
 * the first control), Tab and Shift+Tab wrap inside, Escape calls `onEscape`, and on close focus
 * goes back to what had it before, unless the dialog's action moved it elsewhere on purpose.
 */
export function useFocusTrap(root: RefObject<HTMLElement | null>, onEscape: () => void) {
  const handleEscape = useRef(onEscape);
  handleEscape.current = onEscape;

  useLayoutEffect(() => {
    const node = root.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = () => node.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(node)[0] ?? node;
    first().focus();

    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        handleEscape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(node);
      const active = document.activeElement;
      const isOutside = !node.contains(active);
      if (event.shiftKey && (isOutside || active === items[0] || active === node)) {
        event.preventDefault();
        (items.at(-1) ?? node).focus();
      } else if (!event.shiftKey && (isOutside || active === items.at(-1))) {
        event.preventDefault();
        (items[0] ?? node).focus();
      }
    };
    // A press on the page behind (a toast) must not leave the keyboard outside the dialog.
    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !node.contains(event.target)) first().focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', keepFocusInside);
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body || node.contains(active)))
        opener.focus();
    };
  }, [root]);
}
