import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@maplebridge/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface SettingsState {
  language: Language;
  isDrawerOpen: boolean;
  forgotPasswordEmail: string;
  setLanguage(language: Language): void;
  setDrawerOpen(isOpen: boolean): void;
  setForgotPasswordEmail(email: string): void;
}

/** Settings the spec keeps in localStorage (section 3): language, drawer flag, recovery e-mail. */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      isDrawerOpen: false,
      forgotPasswordEmail: '',
      setLanguage: (language) => set({ language }),
      setDrawerOpen: (isDrawerOpen) => set({ isDrawerOpen }),
      setForgotPasswordEmail: (forgotPasswordEmail) => set({ forgotPasswordEmail }),
    }),
    { name: 'settings-storage' },
  ),
);

/** The language a link asks for with `?lng=en`, if it is one of ours. */
function findLanguageInSearch(search: string): Language | undefined {
  const asked = new URLSearchParams(search).get('lng');
  return LANGUAGES.find((language) => language === asked);
}

// A link with `?lng=` opens the site in that language and keeps it, before i18n reads the store.
// (No window when the build prerenders the pages: src/prerender.tsx.)
const linkLanguage = typeof window === 'undefined' ? undefined : findLanguageInSearch(window.location.search);
if (linkLanguage) useSettingsStore.getState().setLanguage(linkLanguage);
