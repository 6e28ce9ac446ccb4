import { type RefObject, useLayoutEffect } from 'react';

/**
 * While a modal is mounted, everything else on the page is `inert`: no focus, no clicks, hidden from
 * screen readers. `root` is the modal's own top element, a direct child of <body> (a portal). A modal
 * opened from another inerts that one, and gives it back when it closes. A layout effect: the page
 * is live again as soon as the modal is gone, before the next frame, where an action may focus it.
 */
export function useInertBackground(root: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const node = root.current;
    if (!node) return;
    const others = [...document.body.children].filter(
      (element) => element !== node && !element.hasAttribute('inert'),
    );
    for (const element of others) element.setAttribute('inert', '');
    return () => {
      for (const element of others) element.removeAttribute('inert');
    };
  }, [root]);
}
