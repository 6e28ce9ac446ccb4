import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@maplebridge/contracts';

type PerLanguage = Record<Language, string>;

/**
 * What the web build writes to `.vite/pages.json` (apps/web/scripts/write-pages.mjs): each page's
 * first HTML per language (prerendered, with its chunks listed), and one for any other path.
 */
export interface BuiltPages {
  pages: Array<{ path: string; html: PerLanguage }>;
  fallback: PerLanguage;
}

/** `/news/:id` → /^\/news\/[^/]+\/?$/ */
function routePattern(route: string) {
  const source = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    .replace(/\/$/, '');
  return new RegExp(`^${source}/?$`);
}

/**
 * The reader's language: the link's `?lng=`, else the `lng` cookie the web app keeps in step with
 * its setting, else Vietnamese.
 */
export function pageLanguage(query: string, cookieHeader: string | undefined): Language {
  const ours = (asked: string | null | undefined) => LANGUAGES.find((language) => language === asked);
  return (
    ours(new URLSearchParams(query).get('lng')) ??
    ours(/(?:^|;\s*)lng=([a-z]+)/.exec(cookieHeader ?? '')?.[1]) ??
    DEFAULT_LANGUAGE
  );
}

/** The HTML a page path starts from in a language; index.html with `lang` set for a build without pages. */
export function createPageHtml(indexHtml: string, built: BuiltPages | undefined) {
  const withLang = (language: Language) =>
    indexHtml.replace(/<html lang="[a-z]*"/, `<html lang="${language}"`);
  const fallback = built?.fallback ?? { vi: withLang('vi'), en: withLang('en') };
  const pages = (built?.pages ?? []).map((page) => ({
    route: page.path,
    pattern: routePattern(page.path),
    html: page.html,
  }));
  /** The page's HTML, and a key naming it (route and language) for fixed-answer.ts. */
  return (pathname: string, language: Language) => {
    const page = pages.find(({ pattern }) => pattern.test(pathname));
    return { key: `${page?.route ?? '*'}:${language}`, html: (page?.html ?? fallback)[language] };
  };
}

export function readPageHtml(webDistDir: string) {
  const indexHtml = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const builtPath = path.join(webDistDir, '.vite', 'pages.json');
  const built = fs.existsSync(builtPath)
    ? (JSON.parse(fs.readFileSync(builtPath, 'utf8')) as BuiltPages)
    : undefined;
  return createPageHtml(indexHtml, built);
}
