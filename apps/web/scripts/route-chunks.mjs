/**
 * What each page loads before it shows, read from the build's Vite manifest. Shared by the bundle
 * budget (bundle-budget.mjs) and the preload list the server puts in each page (write-preloads.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Route (as the client router writes it), the modules it loads lazily before it shows, and the parts
 * of the texts its route loads besides the site's (src/shared/i18n/locale-parts.ts).
 */
export const ROUTE_MODULES = [
  ['/', ['src/features/home/home.page.tsx', 'src/app/home-sections.tsx'], []],
  ['/news', ['src/features/news/news-list.page.tsx'], []],
  ['/news/:id', ['src/features/news/news-detail.page.tsx'], []],
  ['/crs-tool/quiz', ['src/features/crs/quiz.page.tsx'], ['crs']],
  ['/crs-tool/result', ['src/features/crs/result.page.tsx'], ['crs']],
  ['/crs-tool/draws', ['src/features/crs/rounds/rounds.page.tsx'], ['crs', 'ui']],
  ['/chat-ai', ['src/app/chat-layout.tsx', 'src/features/chat/chat.page.tsx'], ['chat', 'ui']],
  ['/contact', ['src/features/contact/contact.page.tsx'], ['contact']],
  ['/sign-in', ['src/features/auth/sign-in.page.tsx'], ['account', 'ui']],
  ['/admin', ['src/features/admin/admin.routes.tsx', 'src/features/admin/admin-layout.tsx'], ['admin', 'ui']],
];

export const LANGUAGES = ['vi', 'en'];

export function readManifest(dist) {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/**
 * The manifest key of the chunk holding a module: its path, or, when the bundler moved the module
 * into a chunk shared with another page (which then has no `src`), the chunk named after it.
 */
export function chunkKeyOf(manifest, module) {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).find((key) => !manifest[key].src && manifest[key].name === name);
}

/** A chunk and everything it imports statically, as output files (added to `files`). */
export function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

export function entryKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].isEntry);
}

/** The app's one chunk (vite.config.ts), which the entry (src/boot.ts) imports after the first paint. */
export function appKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].name === 'app' && !manifest[key].src);
}

/** What every page loads before its own chunks: the entry, the app and what they import. */
export function initialFiles(manifest) {
  return closure(manifest, appKey(manifest), closure(manifest, entryKey(manifest)));
}

/**
 * The chunk of one part of the texts in one language (vite.config.ts names them `locale-vi` for the
 * site's, `locale-vi-crs` for a route's part).
 */
export function localeKey(manifest, language, part = 'site') {
  const name = part === 'site' ? `locale-${language}` : `locale-${language}-${part}`;
  return Object.keys(manifest).find((key) => manifest[key].name === name);
}
