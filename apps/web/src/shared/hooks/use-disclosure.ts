import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state for a menu or panel inside `root`: Escape or a press outside closes it.
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
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [isOpen]);
  return { root, isOpen, setOpen };
}
