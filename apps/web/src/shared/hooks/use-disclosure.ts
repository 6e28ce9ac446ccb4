import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state for a menu or panel inside `root`: Escape, a press outside or the focus moving
 * out (Tab past its last item) closes it. Escape from inside gives the focus back to the toggle (the
 * root's `[aria-expanded]` button), as the element that had it disappears with the panel.
 */
export function useDisclosure<T extends HTMLElement>(): {
  root: RefObject<T | null>;
  isOpen: boolean;
  setOpen(isOpen: boolean | ((isOpen: boolean) => boolean)): void;
} {
  const [isOpen, setOpen] = useState(false);
  const root = useRef<T>(null);
  useEffect(() => {
    if (!isOpen) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        if (root.current?.contains(document.activeElement))
          root.current.querySelector<HTMLElement>('[aria-expanded]')?.focus();
        setOpen(false);
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
      document.removeEventListener('focusin', close);
    };
  }, [isOpen]);
  return { root, isOpen, setOpen };
}
