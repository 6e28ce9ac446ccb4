import { afterEach, describe, expect, it, vi } from 'vitest';

/** The store as a fresh page load at `url` would create it. */
async function loadStoreAt(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  return (await import('./settings.store.ts')).useSettingsStore;
}

describe('the language a link asks for', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the site in English with ?lng=en and keeps the choice', async () => {
    const store = await loadStoreAt('/news?lng=en');
    expect(store.getState().language).toBe('en');
    expect(JSON.parse(localStorage.getItem('settings-storage') ?? '{}').state.language).toBe('en');
  });

  it('overrides the language kept from an earlier visit', async () => {
    localStorage.setItem('settings-storage', JSON.stringify({ state: { language: 'en' }, version: 0 }));
    expect((await loadStoreAt('/?lng=vi')).getState().language).toBe('vi');
  });

  it.each(['/?lng=fr', '/?lng=', '/'])('keeps the default language for %s', async (url) => {
    expect((await loadStoreAt(url)).getState().language).toBe('vi');
  });
});
