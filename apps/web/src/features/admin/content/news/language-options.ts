import { LANGUAGES } from '@maplebridge/contracts';
import type { TFunction } from 'i18next';

/** The languages an article is written in, as a select's options, named in the reader's language. */
export function languageOptions(t: TFunction) {
  return LANGUAGES.map((value) => ({ value, label: t(`admin-content.language.${value}`) }));
}
