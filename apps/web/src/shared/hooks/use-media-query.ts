import { useSyncExternalStore } from 'react';

/**
 * Whether the media query matches now, updated as it changes (a rotated phone, a resized window).
 * False where there is no window (the build's prerender), so the first paint is the phone's.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
