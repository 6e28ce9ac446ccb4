import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const languageShown = () => i18n.language;

/**
 * The texts of the language shown, as react-i18next's hook gives them (the part of it this app used;
 * ADR 017): `t` and `i18n`, rendered again on a language switch, with a new `t` for each language
 * so effects depending on it run again. Texts have arrived before anything renders (i18n.ts, routes).
 */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, languageShown, languageShown);
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  return { t, i18n };
}
