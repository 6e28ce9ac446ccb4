import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@maplebridge/contracts';

type PerLanguage = Record<Language, string>;

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * What the web build writes to `.vite/pages.json` (apps/web/scripts/write-pages.mjs): each page's
 * first HTML per language (prerendered, with its chunks listed), one for any other page, the
 * not-found page, every route of the client router, and the title and description of each public page.
 */
export interface BuiltPages {
  pages: Array<{ path: string; html: PerLanguage }>;
  fallback: PerLanguage;
  notFound: PerLanguage;
  /** As the client router writes them: `/news/:newsId`. */
  routes: string[];
  /** The public pages, which carry their own head tags and are listed in the sitemap. */
  meta: Array<{ path: string } & Record<Language, PageMeta>>;
  siteName: string;
}

/** A path a route shows, with the values of its `:params` in order. */
export interface RouteMatch {
  route: string;
  params: string[];
}

/** `/news/:id` → /^\/news\/([^/]+)\/?$/ */
function routePattern(route: string) {
  const source = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    .replace(/\/$/, '');
  return new RegExp(`^${source}/?$`);
}

/** Routes ranked as the client router ranks them: more fixed segments first (`/a/edit` before `/a/:id`). */
const fixedSegments = (route: string) =>
  route.split('/').filter((segment) => !segment.startsWith(':')).length;

/** Which route of `routes` shows `pathname`, as the client router would pick it; undefined for none. */
export function createRouteMatcher(routes: string[]) {
  const patterns = [...routes]
    .sort((a, b) => fixedSegments(b) - fixedSegments(a))
    .map((route) => ({ route, pattern: routePattern(route) }));
  return (pathname: string): RouteMatch | undefined => {
    for (const { route, pattern } of patterns) {
      const found = pattern.exec(pathname);
      if (found) return { route, params: found.slice(1) };
    }
    return undefined;
  };
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

export function readBuiltPages(webDistDir: string): BuiltPages | undefined {
  const builtPath = path.join(webDistDir, '.vite', 'pages.json');
  if (!fs.existsSync(builtPath)) return undefined;
  const built = JSON.parse(fs.readFileSync(builtPath, 'utf8')) as Partial<BuiltPages>;
  // Without its routes every path would be a page: a build older than the server is made again.
  if (!built.routes) throw new Error(`${builtPath} lists no routes: run \`npm run build\` again`);
  return built as BuiltPages;
}
