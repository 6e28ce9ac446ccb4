import { describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { i18n, i18nReady, loadLocalePart, withLocalePart } from './i18n.ts';
import { localePartOf } from './locale-parts.ts';

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

  it('leave a route’s part out until the route loads it, beside its page', async () => {
    expect(hasTexts('en', 'crs')).toBe(false);
    expect(hasTexts('en', 'chat')).toBe(false);
    const page = await withLocalePart('crs', Promise.resolve('the quiz page'));
    expect(page).toBe('the quiz page');
    expect(hasTexts('en', 'crs')).toBe(true);
    expect(i18n.t('crs.quiz.title')).not.toBe('crs.quiz.title');
    expect(hasTexts('en', 'chat')).toBe(false);
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

describe('localePartOf', () => {
  it('keeps what every page shows in the site’s part and the rest with the routes that use it', () => {
    for (const file of ['common', 'errors', 'meta', 'home', 'news', 'notifications', 'validation'])
      expect(localePartOf(file)).toBe('site');
    expect(localePartOf('crs')).toBe('crs');
    expect(localePartOf('chat')).toBe('chat');
    expect(localePartOf('ai-chatbox')).toBe('chat');
    expect(localePartOf('auth')).toBe('account');
    expect(localePartOf('profile')).toBe('account');
    expect(localePartOf('contact')).toBe('contact');
    expect(localePartOf('policy')).toBe('policy');
    expect(localePartOf('admin-ops')).toBe('admin');
  });
});
