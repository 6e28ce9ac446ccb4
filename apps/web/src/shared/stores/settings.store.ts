import { DEFAULT_LANGUAGE, type Language } from '@maplebridge/contracts';
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
