import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@maplebridge/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// A Host header as browsers send it: a name or an address, and a port.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of absolute links (canonical, shared links, the sitemap): PUBLIC_URL; unset, the
 * request's own in development and none in production, where the Host header is the client's to choose.
 */
export function publicOriginOf(config: Pick<Config, 'publicUrl' | 'isProduction'>, request: FastifyRequest) {
  if (config.publicUrl || config.isProduction) return config.publicUrl;
  return HOST.test(request.host) ? `${request.protocol}://${request.host.toLowerCase()}` : undefined;
}

/** Open Graph's names of our languages. */
const OG_LOCALES: Record<Language, string> = { vi: 'vi_VN', en: 'en_US' };

/** What a page says about itself to search engines and to apps that show a shared link. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's path (`/news/…`), without its query. */
  path: string;
  language: Language;
  /** Where absolute links start; without one they are left out. */
  origin: string | undefined;
  siteName: string;
  type: 'website' | 'article';
  /** An image for shared links, absolute or from the site's root. */
  image?: string | undefined;
  /** For an article: published and changed, ISO 8601. */
  published?: { at: string; modifiedAt: string; inLanguage: Language };
}

/**
 * `/news/1?lng=en` on the origin: each language's page is its own canonical, `?lng` choosing it; the
 * default language's is the bare path, which is what a crawler (no cookie) is sent, so a page's
 * canonical is the address it was fetched at rather than another language's alternate.
 */
const pageUrl = (origin: string, path: string, language?: Language) =>
  `${origin}${path}${language && language !== DEFAULT_LANGUAGE ? `?lng=${language}` : ''}`;

const absoluteImage = (origin: string, image: string | undefined) => {
  if (!image || !URL.canParse(image, origin)) return undefined;
  const url = new URL(image, origin);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
};

/** JSON inside `<script>`: no `<`, `>` or `&` can end the element or start markup. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');

function newsArticleJsonLd(head: PageHead, url: string | undefined, image: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: head.title,
    description: head.description,
    datePublished: head.published?.at,
    dateModified: head.published?.modifiedAt,
    inLanguage: head.published?.inLanguage,
    ...(image ? { image: [image] } : {}),
    ...(url ? { url, mainEntityOfPage: url } : {}),
    publisher: {
      '@type': 'Organization',
      name: head.siteName,
      ...(head.origin ? { url: `${head.origin}/` } : {}),
    },
  };
}

/** The head tags of a page: canonical, language alternates, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead) {
  const { origin } = head;
  const url = origin ? pageUrl(origin, head.path, head.language) : undefined;
  const image = origin ? absoluteImage(origin, head.image) : undefined;
  const meta = (attribute: 'name' | 'property', name: string, content: string | undefined) =>
    content === undefined ? '' : `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;
  const link = (attributes: string, href: string) => `<link ${attributes} href="${escapeHtml(href)}">`;
  const tags = [
    ...(origin && url
      ? [
          link('rel="canonical"', url),
          ...LANGUAGES.map((language) =>
            link(`rel="alternate" hreflang="${language}"`, pageUrl(origin, head.path, language)),
          ),
          link('rel="alternate" hreflang="x-default"', pageUrl(origin, head.path)),
        ]
      : []),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    ...LANGUAGES.filter((language) => language !== head.language).map((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[language]),
    ),
    meta('property', 'og:image', image),
    meta('property', 'article:published_time', head.published?.at),
    meta('property', 'article:modified_time', head.published?.modifiedAt),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    head.type === 'article'
      ? `<script type="application/ld+json">${scriptJson(newsArticleJsonLd(head, url, image))}</script>`
      : '',
  ];
  return tags.join('');
}

/**
 * The built page with this head: its title (`documentTitle`, the tab's) and description replaced, the
 * other tags added. Replaced by functions, so a `$&` in a title is text, not a replacement pattern.
 */
export function withHead(html: string, head: PageHead, documentTitle: string) {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(head.description)}"`,
    )
    .replace('</head>', () => `${headTags(head)}</head>`);
}

/**
 * The page with the answers its app asks the API for first, by API path (a data block the web's
 * app reads, `shared/lib/page-answers.ts`, ADR 030), and a preload of the image its first screen shows: the page's first
 * screen then waits for no round trip after the app has started.
 */
export function withPageAnswers(html: string, answers: Record<string, unknown>, image?: string) {
  const preload = image ? `<link rel="preload" as="image" href="${escapeHtml(image)}">` : '';
  const data = `<script type="application/json" id="page-answers">${scriptJson(answers)}</script>`;
  return html.replace('</head>', () => `${preload}${data}</head>`);
}
