import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `isDirty`, leaving the page asks first: moving inside the app through the returned blocker
 * (show a dialog while its state is 'blocked'), closing or reloading the tab through the browser's own
 * question. `allowNextNavigation` lets the page move on by itself after a save.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const isAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isAllowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return {
    blocker,
    allowNextNavigation: () => {
      isAllowed.current = true;
    },
  };
}
