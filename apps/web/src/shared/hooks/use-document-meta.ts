import { useEffect } from 'react';

const SITE_NAME = 'MapleBridge';

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
 * results and shared links show). Nothing until `title` is known; on leaving, the previous ones return
 * (index.html's for pages that set none).
 */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const meta = findDescriptionMeta();
    const previous = { title: document.title, description: meta.content };
    document.title = `${title} · ${SITE_NAME}`;
    if (description) meta.content = description;
    return () => {
      document.title = previous.title;
      meta.content = previous.description;
    };
  }, [title, description]);
}
