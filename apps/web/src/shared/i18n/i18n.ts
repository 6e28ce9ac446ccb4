import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@maplebridge/contracts';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSettingsStore } from '#shared/stores/settings.store.ts';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
});

/** One namespace per language; each file's name is the first key segment (`common.nav.news`). */
function toResources(files: typeof localeFiles): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(files)) {
    const match = /locales\/([a-z]+)\/([a-zA-Z-]+)\.json$/.exec(file);
    if (!match?.[1] || !match[2]) continue;
    const [, language, namespace] = match;
    resources[language] ??= { translation: {} };
    (resources[language].translation as Record<string, unknown>)[namespace] = module.default;
  }
  return resources;
}

function applyLanguage(language: Language) {
  document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: toResources(localeFiles),
  lng: useSettingsStore.getState().language,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLanguage(useSettingsStore.getState().language);
// The store is the one source of the language; i18next and <html lang> follow it.
useSettingsStore.subscribe((state, previous) => {
  if (state.language !== previous.language) applyLanguage(state.language);
});

export { i18n };
