/**
 * Writes `dist/.vite/pages.json`, the first HTML of each page in each language, which the server
 * sends (apps/server/src/plugins/page-html.ts): index.html with `lang` set, the page as a visitor
 * first sees it inside #root (rendered by src/prerender.tsx, so it shows before any JavaScript has
 * run), and the list of the app's, the texts' and the page's chunks, which the entry fetches together
 * after the first paint instead of one round trip after another. A path no page matches gets index.html
 * with the app and the texts listed.
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
const { renderPage, documentTitle } = await import(
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

const inIndexHtml = closure(manifest, entryKey(manifest));
const lazyFiles = (keys) => {
  const files = new Set();
  for (const key of keys) closure(manifest, key, files);
  return [...files].filter((file) => !inIndexHtml.has(file)).map((file) => `/${file}`);
};
const missing = [
  ...(appKey(manifest) ? [] : ['the app chunk']),
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

/** The pages that set their own title and description (useDocumentMeta), by their key in meta.json. */
const PAGE_META = {
  '/': 'home',
  '/news': 'news',
  '/crs-tool/quiz': 'quiz',
  '/chat-ai': 'chat',
  '/contact': 'contact',
};
const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const metaTexts = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(fs.readFileSync(path.join(webDir, `src/locales/${language}/meta.json`), 'utf8')),
  ]),
);

/**
 * The title and description a search engine or a shared link shows, in the page's language: the
 * page's own (as useDocumentMeta sets them once the app runs), else the site's (the home page's
 * description).
 */
function withMeta(html, language, route) {
  const texts = metaTexts[language];
  const page = texts[PAGE_META[route]];
  const title = documentTitle(page?.title);
  const description = page?.description ?? texts.home.description;
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

function pageHtml(language, files, body, route) {
  // A list, not modulepreload links: src/boot.ts fetches these together once the prerendered page has
  // painted, so nothing but the small entry competes with the page for the first paint.
  const list = `<script type="application/json" id="page-chunks">${JSON.stringify(files)}</script>`;
  const html = withMeta(indexHtml, language, route)
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
    html[language] = pageHtml(language, files, body, route);
  }
  pages.push({ path: route, html });
}
const fallback = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    pageHtml(language, lazyFiles([appKey(manifest), localeKey(manifest, language)]), ''),
  ]),
);
fs.writeFileSync(path.join(dist, '.vite/pages.json'), JSON.stringify({ pages, fallback }));
console.log(
  `Pages written: ${pages.length} in ${LANGUAGES.length} languages, ${pages.length - NOT_PRERENDERED.size} of them prerendered.`,
);
