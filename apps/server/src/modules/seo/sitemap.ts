import { DEFAULT_LANGUAGE, LANGUAGES } from '@maplebridge/contracts';

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

export interface SitemapPage {
  /** From the site's root: `/news/…`. */
  path: string;
  lastModified: Date | undefined;
}

/**
 * The sitemap (sitemaps.org): each page once per language (`?lng=en`; the default language's is the
 * bare path, as in the pages' canonical links), each naming the other
 * languages and the default as alternates, as the pages' own head tags do.
 */
export function renderSitemap(origin: string, pages: SitemapPage[]) {
  const url = (path: string, language?: string) =>
    escapeXml(`${origin}${path}${language && language !== DEFAULT_LANGUAGE ? `?lng=${language}` : ''}`);
  const entries = pages.flatMap(({ path, lastModified }) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(path, language)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ].join('');
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return LANGUAGES.map((language) => `<url><loc>${url(path, language)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap index (sitemaps.org): `files` numbered sitemaps, `/sitemap-1.xml` onwards. */
export function renderSitemapIndex(origin: string, files: number) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: files },
      (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Paths crawlers should leave: the console, accounts, members' results, sign-in and the API. */
const DISALLOWED = [
  '/admin',
  '/user-profile',
  '/crs-tool/result',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/otp-input',
  '/reset-password',
  '/after-sign-up',
  '/api',
];

/** robots.txt, naming the sitemap when the site knows its address. */
export function renderRobots(origin: string | undefined) {
  return [
    '# Public pages may be indexed; the staff console, accounts and sign-in pages may not.',
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    ...(origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    '',
  ].join('\n');
}
