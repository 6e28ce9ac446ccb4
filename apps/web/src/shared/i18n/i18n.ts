import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@maplebridge/contracts';
import i18n from 'i18next';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { type LocalePart, localePartOf } from './locale-parts.ts';

export type { LocalePart };

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

/** Each file's name is the first key segment (`common.nav.news`) of the one namespace. */
const localeFileList = Object.entries(localeFiles).flatMap(([file, load]) => {
  const match = /locales\/([a-z]+)\/([a-zA-Z-]+)\.json$/.exec(file);
  if (!match?.[1] || !match[2]) return [];
  const [, language, name] = match;
  return [{ language, name, part: localePartOf(name), load }];
});

/** The parts every language switched to must have: a route's once it has been opened. */
const partsInUse = new Set<LocalePart>(['site']);
const loadingParts = new Map<string, Promise<void>>();

function loadPart(language: Language, part: LocalePart): Promise<void> {
  const key = `${language}/${part}`;
  let loading = loadingParts.get(key);
  if (!loading) {
    const files = localeFileList.filter((file) => file.language === language && file.part === part);
    loading = Promise.all(
      files.map(async ({ name, load }) => {
        i18n.addResourceBundle(language, 'translation', { [name]: (await load()).default }, true, true);
      }),
    ).then(() => undefined);
    // A chunk that failed to arrive is asked for again next time.
    loading.catch(() => loadingParts.delete(key));
    loadingParts.set(key, loading);
  }
  return loading;
}

/** Loads the texts of `language` for every part in use. */
export async function loadLanguage(language: Language) {
  await Promise.all([...partsInUse].map((part) => loadPart(language, part)));
}

/** Every text of `language`, whatever the route (the build's prerendering, tests). */
export async function loadAllTexts(language: Language) {
  const parts = new Set(localeFileList.map((file) => file.part));
  await Promise.all([...parts].map((part) => loadPart(language, part)));
}

/** Loads a part in the language shown and the one being switched to, and in every later one. */
export async function loadLocalePart(part: LocalePart) {
  partsInUse.add(part);
  const languages = new Set([i18n.language as Language, useSettingsStore.getState().language]);
  await Promise.all([...languages].map((language) => loadPart(language, part)));
}

/** A route's module once it and its parts of the texts have all arrived (they load side by side). */
export async function withLocalePart<T>(
  parts: LocalePart | readonly LocalePart[],
  module: Promise<T>,
): Promise<T> {
  const list: readonly LocalePart[] = typeof parts === 'string' ? [parts] : parts;
  const [loaded] = await Promise.all([module, ...list.map(loadLocalePart)]);
  return loaded;
}

/** Switches once the texts have arrived, so nothing shows a raw key; a later switch wins. */
async function applyLanguage(language: Language) {
  await loadLanguage(language);
  if (useSettingsStore.getState().language !== language) return;
  // No document when the build prerenders the pages (src/prerender.tsx).
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    // The server reads it to send the page in this language (apps/server/src/plugins/page-html.ts).
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox.
    document.cookie = `lng=${language}; path=/; max-age=31536000; samesite=lax`;
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

void i18n.init({
  // The texts arrive with addResourceBundle; an empty set tells i18next not to look for a backend.
  resources: {},
  lng: useSettingsStore.getState().language,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Settles when the reader's language has arrived: the app renders after it (main.tsx). */
export const i18nReady = applyLanguage(useSettingsStore.getState().language);
// The store is the one source of the language; i18next and <html lang> follow it.
useSettingsStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void applyLanguage(state.language);
});

export { i18n };
