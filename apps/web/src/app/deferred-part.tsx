import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part of the shell in a chunk of its own, loaded after the page, in a Suspense boundary: over a
 * prerendered page React keeps the part's HTML until the chunk is here, then hydrates it. The build's
 * prerender calls `preload` first, so the page's HTML holds the part whole, rather than a boundary
 * streamed in later by an inline script, which the CSP forbids.
 */
export function deferredPart(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(async () => ({ default: await load() }));
  function Part() {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    );
  }
  return {
    Part,
    async preload() {
      loaded = await load();
    },
  };
}
