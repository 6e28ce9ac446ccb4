import type { Language } from '@maplebridge/contracts';
import { type TranslationCatalog, translate } from '../translations/translations.service.ts';
import type { SeoRepository } from './seo.repository.ts';

/** What a shared result's link shows where it is pasted (a chat app, a search result). */
export interface SharedResultPreview {
  title: string;
  description: string;
}

/** The preview of the result a share token names, in a language; undefined when none is shared under it. */
export type SharedResultPreviewReader = (
  token: string,
  language: Language,
) => Promise<SharedResultPreview | undefined>;

/**
 * A shared result's preview: its score and group totals in the reader's words and number format,
 * nothing of whose result it is (the texts are the web app's, `results.shared.preview`).
 */
export function createSharedResultPreviews(
  seo: Pick<SeoRepository, 'findSharedResult'>,
  catalog: TranslationCatalog,
): SharedResultPreviewReader {
  return async (token, language) => {
    const shared = await seo.findSharedResult(token);
    if (!shared) return undefined;
    const number = new Intl.NumberFormat(language === 'en' ? 'en-CA' : 'vi-VN');
    const points = (value: number) => number.format(value);
    return {
      title: translate(catalog, language, 'results.shared.preview.title', {
        score: points(shared.grandTotal),
      }),
      description: translate(catalog, language, 'results.shared.preview.description', {
        core: points(shared.core),
        skill: points(shared.skill),
        bonus: points(shared.bonus),
      }),
    };
  };
}
