import { useEffect } from 'react';
import { i18n } from '#shared/i18n/i18n.ts';
import { documentTitle } from '#shared/lib/site.ts';

function findDescriptionMeta(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}

/**
 * The tab title and meta description while the page is shown, in the reader's language (what search
 * results and shared links show). Nothing until `title` is known; on leaving, the site's return (its
 * name, and the home page's description), which pages that set none show. Not the ones found on
 * arrival: the server's first HTML already holds the page's own (apps/web/scripts/write-pages.mjs).
 */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const meta = findDescriptionMeta();
    document.title = documentTitle(title);
    if (description) meta.content = description;
    return () => {
      document.title = documentTitle();
      meta.content = i18n.t('meta.home.description');
    };
  }, [title, description]);
}
