import { describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { i18n, i18nReady, loadLocalePart } from './i18n.ts';

const hasTexts = (language: string, file: string) =>
  i18n.getResource(language, 'translation', file) !== undefined;

// One sequence: the module loads its texts once per test file, as the app does once per visit.
describe('the texts', () => {
  it('are the site’s in the reader’s language only: no other language, no console', async () => {
    await i18nReady;
    expect(i18n.language).toBe('vi');
    expect(hasTexts('vi', 'common')).toBe(true);
    expect(hasTexts('vi', 'admin-content')).toBe(false);
    expect(hasTexts('en', 'common')).toBe(false);
  });

  it('switch language only once the other one has arrived, then <html lang> and the lng cookie follow', async () => {
    useSettingsStore.getState().setLanguage('en');
    expect(i18n.language).toBe('vi');
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(i18n.t('common.nav.contact')).toBe('Contact');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lng=en');
  });

  it('include the console’s once it opens, in every language switched to afterwards', async () => {
    await loadLocalePart('admin');
    expect(hasTexts('en', 'admin-content')).toBe(true);
    expect(hasTexts('vi', 'admin-content')).toBe(false);
    useSettingsStore.getState().setLanguage('vi');
    await vi.waitFor(() => expect(i18n.language).toBe('vi'));
    expect(hasTexts('vi', 'admin-content')).toBe(true);
  });
});
