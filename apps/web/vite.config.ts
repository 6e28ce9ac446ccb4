import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { localePartOf } from './src/shared/i18n/locale-parts.ts';

/** `…/locales/vi/admin-ops.json` → `locale-vi-admin`; `…/locales/en/news.json` → `locale-en` (the site's). */
function localeChunkName(id: string) {
  const match = /locales[\\/]([a-z]+)[\\/]([a-zA-Z-]+)\.json$/.exec(id);
  if (!match?.[1] || !match[2]) return null;
  const part = localePartOf(match[2]);
  return part === 'site' ? `locale-${match[1]}` : `locale-${match[1]}-${part}`;
}

/** A brand colour of the site's theme (`--color-brand-600` in src/index.css), for the manifest. */
function brandColour(shade: number) {
  const css = fs.readFileSync(new URL('src/index.css', import.meta.url), 'utf8');
  const colour = new RegExp(`--color-brand-${shade}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!colour) throw new Error(`src/index.css has no --color-brand-${shade}`);
  return colour;
}

/** What the phone shows of the installed app: its names, colours and icons (public/, scripts/write-app-icons.mjs). */
const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'MapleBridge',
  short_name: 'Định cư Canada',
  description:
    'Tính điểm CRS, tin tức Express Entry và trợ lý AI cho người Việt chuẩn bị định cư Canada. Bài tính điểm CRS dùng được cả khi không có mạng.',
  lang: 'vi',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: brandColour(600),
  background_color: brandColour(50),
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Vite's manifest entry of a chunk: enough to follow what it loads. */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The pages that work offline, or say they cannot: the CRS quiz and its result, and the pages around
 * them. Their chunks and all they load are precached; other pages' chunks are not.
 */
const OFFLINE_PAGES = [
  'src/features/home/home.page.tsx',
  'src/app/home-sections.tsx',
  'src/features/crs/crs-landing.page.tsx',
  'src/features/crs/quiz.page.tsx',
  'src/features/crs/result.page.tsx',
  'src/features/news/news-list.page.tsx',
  'src/features/news/news-detail.page.tsx',
  'src/app/chat-layout.tsx',
  'src/features/chat/chat.page.tsx',
  'src/app/not-found.page.tsx',
];

/**
 * The built files the service worker precaches (a Workbox manifest transform over dist/): the entry,
 * the app and the shell's own lazy parts (menus, footer, toasts), the texts but the console's, and the
 * offline pages with everything they import, at once or later. A page the app chunk loads lazily that
 * is not an offline page (accounts, contact, the rounds chart, the console) is left out; the files
 * outside assets/ (index.html, the icons) stay.
 */
function precacheOfflinePages(outDir: string) {
  return <Entry extends { url: string }>(entries: Entry[]) => {
    const manifest: Record<string, ManifestChunk> = JSON.parse(
      fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
    );
    const keyOf = (module: string) =>
      manifest[module]
        ? module
        : Object.keys(manifest).find(
            (key) =>
              !manifest[key]?.src &&
              manifest[key]?.name === module.replace(/^.*\//, '').replace(/\.tsx?$/, ''),
          );
    const offlinePages = new Set(OFFLINE_PAGES.map(keyOf));
    const isPage = (key: string) =>
      key.startsWith('src/features/') || /\.page$/.test(manifest[key]?.name ?? '');
    const isConsole = (key: string) =>
      key.startsWith('src/features/admin/') || /^locale-[a-z]+-admin$/.test(manifest[key]?.name ?? '');
    const appKey = Object.keys(manifest).find((key) => manifest[key]?.name === 'app' && !manifest[key]?.src);
    const kept = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || isConsole(key)) return;
      seen.add(key);
      kept.add(chunk.file);
      for (const css of chunk.css ?? []) kept.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const imported of chunk.dynamicImports ?? [])
        if (key !== appKey || !isPage(imported) || offlinePages.has(imported)) visit(imported);
    };
    for (const key of Object.keys(manifest)) if (manifest[key]?.src === 'index.html') visit(key);
    const missing = OFFLINE_PAGES.filter((module) => !kept.has(manifest[keyOf(module) ?? '']?.file ?? ''));
    if (missing.length > 0) throw new Error(`Offline pages not found in the build: ${missing.join(', ')}`);
    return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || kept.has(entry.url)) };
  };
}

/**
 * The service worker (Workbox, ADR 028). It precaches the offline pages (above). A page opened
 * offline is the shell (index.html), which starts the app on any path; online, pages come from the
 * server as before (prerendered, with their head tags, a 404 where one is due). Any other chunk is
 * kept once loaded (hashed names never change), and the quiz's questions from their last answer.
 */
const SERVICE_WORKER: VitePWAOptions['workbox'] = {
  globPatterns: ['**/*.{js,css,html}', 'favicon.svg'],
  navigateFallback: null,
  // A new worker takes over as soon as it is installed, open pages included (ADR 028).
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  runtimeCaching: [
    {
      // Not /api (the API document) nor /documents (the office's files): only the app's pages.
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' && !/^\/(api|documents)(\/|$)/.test(url.pathname),
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: '/index.html' } },
    },
    {
      urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
      handler: 'CacheFirst',
      options: {
        cacheName: 'assets',
        expiration: { maxEntries: 80 },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: ({ url }) => url.pathname === '/api/crs/question-banks',
      handler: 'NetworkFirst',
      options: {
        cacheName: 'crs-questions',
        networkTimeoutSeconds: 4,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 1 },
      },
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The web app manifest and the service worker (ADR 028), for the browser build only.
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            // No "reload for the new version" prompt: the worker updates itself (SERVICE_WORKER).
            registerType: 'autoUpdate',
            // src/app/pwa-register.ts registers it after the first paint: no inline or extra script in the page.
            injectRegister: false,
            manifest: WEB_APP_MANIFEST,
            workbox: SERVICE_WORKER,
            integration: {
              // The precache is chosen from the build's Vite manifest, wherever the build writes it.
              configureOptions(vite, options) {
                const outDir = path.resolve(vite.root, vite.build.outDir);
                options.workbox = { ...options.workbox, manifestTransforms: [precacheOfflinePages(outDir)] };
              },
            },
          }),
        ]),
  ],
  resolve: {
    // Through a module that makes zod jitless first (the CSP forbids eval), wherever zod loads.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/shared/lib/zod.ts', import.meta.url)) }],
  },
  // Locale files are used whole (i18n.ts): no export per top-level key.
  json: { namedExports: false },
  server: {
    port: 5173,
    // `npm run dev` runs the API on 8080; e2e/ui-catalogue.spec.ts points it at the suite's server.
    proxy: Object.fromEntries(
      ['/api', '/documents'].map((path) => [path, process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080']),
    ),
  },
  build: isSsrBuild
    ? // `vite build --ssr src/prerender.tsx`: the pages' first HTML, rendered by scripts/write-pages.mjs.
      { outDir: 'node_modules/.prerender', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // scripts/route-chunks.mjs reads it: what each page loads (the budget, the preloads).
        manifest: true,
        // The CSP forbids inline scripts, so Vite must never inline its module preload helper.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // One chunk per language and part (src/shared/i18n/i18n.ts loads them): locale-vi, locale-vi-admin…
                { name: localeChunkName, test: /[\\/]src[\\/]locales[\\/]/ },
                // The app as one chunk (one request, one gzip dictionary), imported by src/boot.ts after the
                // first paint; Vite's preload helper, which boot.ts also needs, apart from it.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
                // With it, what nearly every page uses: a few hundred bytes each, cheaper in one gzip stream.
                {
                  name: 'app',
                  test: /[\\/](src[\\/]main\.tsx$|@tanstack[\\/]react-query|src[\\/]shared[\\/](api|lib[\\/](toast|error-message)\.ts|hooks[\\/]use-(error-toast|document-meta)\.ts))/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
