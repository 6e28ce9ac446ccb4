/**
 * Fetches the chunks the server listed for this page (scripts/write-pages.mjs: the app, the texts,
 * the page's own) side by side, rather than each after the one importing it. A list that cannot be
 * read only loses that head start: the imports fetch the same chunks.
 */
export function preloadPageChunks(doc: Document = document) {
  let files: unknown;
  try {
    files = JSON.parse(doc.getElementById('page-chunks')?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/assets/')) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.append(link);
  }
}
