// The chat history lives in IndexedDB (Dexie); jsdom has none.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy pages (the console's editor brings Tiptap) can take over a second to import on a busy
// two-core machine; findBy* and waitFor wait up to 5 s before calling an element missing.
configure({ asyncUtilTimeout: 5_000 });

// Tests of code that runs outside a browser (`// @vitest-environment node`) have no window.
if (typeof window !== 'undefined') {
  // jsdom lacks these browser APIs; carousels and media-query hooks call them.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(globalThis, { IntersectionObserver: NoopObserver, ResizeObserver: NoopObserver });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // jsdom lays nothing out, so it has no scrollIntoView either.
  Element.prototype.scrollIntoView = vi.fn();

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
