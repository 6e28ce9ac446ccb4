import { afterEach, describe, expect, it } from 'vitest';
import { preloadPageChunks } from './preload-page-chunks.ts';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    path: new URL(link.href).pathname,
    // `crossorigin` empty is CORS without credentials, as Vite's own imports and preloads ask.
    crossOrigin: link.getAttribute('crossorigin'),
  }));

function listChunks(text: string) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = 'page-chunks';
  list.textContent = text;
  document.head.append(list);
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('preloadPageChunks', () => {
  it('adds a module preload, same CORS mode as the imports, for each chunk the page lists', () => {
    listChunks('["/assets/app-1.js","/assets/locale-vi-2.js","/assets/news-list.page-3.js"]');
    preloadPageChunks();
    expect(preloads()).toEqual([
      { path: '/assets/app-1.js', crossOrigin: '' },
      { path: '/assets/locale-vi-2.js', crossOrigin: '' },
      { path: '/assets/news-list.page-3.js', crossOrigin: '' },
    ]);
  });

  it('adds nothing, and does not throw, for a page without a list or with one it cannot read', () => {
    preloadPageChunks();
    listChunks('["/assets/app-1.js"');
    preloadPageChunks();
    document.head.replaceChildren();
    listChunks('{"file":"/assets/app-1.js"}');
    preloadPageChunks();
    expect(preloads()).toEqual([]);
  });

  it('skips entries that are not the build’s assets', () => {
    listChunks('["https://elsewhere.example/x.js",42,"/assets/app-1.js"]');
    preloadPageChunks();
    expect(preloads().map((link) => link.path)).toEqual(['/assets/app-1.js']);
  });
});
