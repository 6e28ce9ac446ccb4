/**
 * Writes `dist/.vite/pages.json`, the first HTML of each page in each language, which the server
 * sends (apps/server/src/plugins/page-html.ts): index.html with `lang` set, the page as a visitor
 * first sees it inside #root (rendered by src/prerender.tsx, so it shows before any JavaScript has
 * run), and the list of the app's, the texts' and the page's chunks, which the entry fetches together
 * after the first paint instead of one round trip after another. A path no page matches gets index.html
 * with the app and the texts listed. It also lists every route of the client router and the not-found
 * page, so the server answers a path no route shows with 404 and that page, and the title and
 * description of each public page (for its head tags and the sitemap).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  appKey,
  chunkKeyOf,
  closure,
  entryKey,
  LANGUAGES,
  localeKey,
  ROUTE_MODULES,
  readManifest,
} from './route-chunks.mjs';

// Whose first view depends on the reader (their saved result, the console): preloaded, not rendered.
const NOT_PRERENDERED = new Set(['/crs-tool/result', '/admin']);

process.env.NODE_ENV = 'production';
const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
const { renderPage, documentTitle, routes, adminRoutes } = await import(
  pathToFileURL(path.join(webDir, 'node_modules/.prerender/prerender.js')).href
);
const manifest = readManifest(dist);
/**
 * index.html with its stylesheet inline: the prerendered page paints as soon as the HTML has arrived
 * (one round trip less on a slow network), before the scripts have run. The CSP allows inline styles.
 */
function inlineStylesheet(html) {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/, (link, file) => {
    const css = fs.readFileSync(path.join(dist, file), 'utf8');
    // The link stays, disabled (never fetched): Vite's loader, which adds the stylesheet of each lazy
    // chunk unless a link to it is in the page, would otherwise fetch it again as a blocking one.
    return `<style>${css.replaceAll('</style', '<\\/style')}</style>${link.replace('>', ' disabled>')}`;
  });
}
const indexHtml = inlineStylesheet(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
if (!indexHtml.includes('<style>')) throw new Error('index.html links no stylesheet to inline');
// Installable from any page: the web app manifest vite-plugin-pwa links (vite.config.ts) is in each.
if (!indexHtml.includes('<link rel="manifest" href="/manifest.webmanifest">'))
  throw new Error('index.html links no web app manifest');

const inIndexHtml = closure(manifest, entryKey(manifest));
const lazyFiles = (keys) => {
  const files = new Set();
  for (const key of keys) closure(manifest, key, files);
  return [...files].filter((file) => !inIndexHtml.has(file)).map((file) => `/${file}`);
};
const NOT_FOUND_MODULE = 'src/app/not-found.page.tsx';
const missing = [
  ...(appKey(manifest) ? [] : ['the app chunk']),
  ...(chunkKeyOf(manifest, NOT_FOUND_MODULE) ? [] : [NOT_FOUND_MODULE]),
  ...ROUTE_MODULES.flatMap(([, modules]) => modules).filter((module) => !chunkKeyOf(manifest, module)),
  ...LANGUAGES.flatMap((language) =>
    ['site', ...new Set(ROUTE_MODULES.flatMap(([, , parts]) => parts))]
      .filter((part) => !localeKey(manifest, language, part))
      .map((part) => `locale-${language}-${part}`),
  ),
];
if (missing.length > 0) {
  console.error(`Not found in the build: ${missing.join(', ')}`);
  process.exit(1);
}

/**
 * The public pages that set their own title and description (useDocumentMeta), by their key in
 * meta.json: the server gives them their head tags and lists them in the sitemap.
 */
const PAGE_META = {
  '/': 'home',
  '/news': 'news',
  '/crs-tool': 'crs',
  '/crs-tool/quiz': 'quiz',
  '/crs-tool/more-information': 'guide',
  '/crs-tool/draws': 'draws',
  '/chat-ai': 'chat',
  '/contact': 'contact',
  '/policy': 'policy',
};
const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const readTexts = (name) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(fs.readFileSync(path.join(webDir, `src/locales/${language}/${name}.json`), 'utf8')),
    ]),
  );
const metaTexts = readTexts('meta');
const commonTexts = readTexts('common');

/**
 * The title and description a search engine or a shared link shows, in the page's language: the
 * page's own (as useDocumentMeta sets them once the app runs), else the site's (the home page's
 * description).
 */
function metaOf(language, route) {
  const texts = metaTexts[language];
  const page = texts[PAGE_META[route]];
  return { title: documentTitle(page?.title), description: page?.description ?? texts.home.description };
}

function withMeta(html, { title, description }) {
  const result = html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(description)}"`,
    );
  if (!result.includes(`content="${escapeHtml(description)}"`))
    throw new Error('index.html has no <meta name="description">');
  return result;
}

function pageHtml(language, files, body, meta) {
  // A list, not modulepreload links: src/boot.ts fetches these together once the prerendered page has
  // painted, so nothing but the small entry competes with the page for the first paint.
  const list = `<script type="application/json" id="page-chunks">${JSON.stringify(files)}</script>`;
  const html = withMeta(indexHtml, meta)
    .replace(/<html lang="[a-z]*"/, `<html lang="${language}"`)
    .replace('</head>', `${list}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!html.includes(`<div id="root">${body}</div>`))
    throw new Error('index.html has no empty <div id="root">');
  return html;
}

/** A path of the route to render it at: `/news/:id` → `/news/0` (its loading state needs no real id). */
const samplePath = (route) => route.replaceAll(/:[^/]+/g, '0');

const pages = [];
for (const [route, modules, parts] of ROUTE_MODULES) {
  const html = {};
  for (const language of LANGUAGES) {
    const files = lazyFiles([
      appKey(manifest),
      localeKey(manifest, language),
      ...parts.map((part) => localeKey(manifest, language, part)),
      ...modules.map((module) => chunkKeyOf(manifest, module)),
    ]);
    // The app hydrates it (main.tsx); until then it is inert (Providers), so an early click is not taken.
    const body = NOT_PRERENDERED.has(route) ? '' : await renderPage(samplePath(route), language);
    html[language] = pageHtml(language, files, body, metaOf(language, route));
  }
  pages.push({ path: route, html });
}
const fallback = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    pageHtml(language, lazyFiles([appKey(manifest), localeKey(manifest, language)]), '', metaOf(language)),
  ]),
);

// What a path no route shows gets, with a 404: the not-found page, which search engines must not keep.
const notFound = {};
for (const language of LANGUAGES) {
  const { title, text } = commonTexts[language].notFound;
  const files = lazyFiles([
    appKey(manifest),
    localeKey(manifest, language),
    chunkKeyOf(manifest, NOT_FOUND_MODULE),
  ]);
  const body = await renderPage('/404', language);
  if (!body.includes('data-testid="not-found"')) throw new Error('/404 did not render the not-found page');
  notFound[language] = pageHtml(language, files, body, {
    title: documentTitle(title),
    description: text,
  }).replace('</head>', '<meta name="robots" content="noindex"></head>');
}

/** Every path the client router shows a page at (`/news/:newsId`), its catch-all (`*`) left out. */
function routePaths(list, parent = '') {
  return list.flatMap((route) => {
    const here = route.path === undefined ? parent : `${parent}/${route.path}`.replaceAll(/\/+/g, '/');
    const inside = routePaths(route.children ?? [], here);
    const isPage = (route.path !== undefined || route.index) && !here.includes('*');
    return isPage ? [here || '/', ...inside] : inside;
  });
}

const meta = Object.keys(PAGE_META).map((route) => ({
  path: route,
  ...Object.fromEntries(LANGUAGES.map((language) => [language, metaOf(language, route)])),
}));
fs.writeFileSync(
  path.join(dist, '.vite/pages.json'),
  JSON.stringify({
    pages,
    fallback,
    notFound,
    routes: [...new Set([...routePaths(routes), ...routePaths(adminRoutes)])],
    meta,
    siteName: documentTitle(),
  }),
);
console.log(
  `Pages written: ${pages.length} in ${LANGUAGES.length} languages, ${pages.length - NOT_PRERENDERED.size} of them prerendered.`,
);
