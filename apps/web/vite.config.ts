import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localePartOf } from './src/shared/i18n/locale-parts.ts';

/** `…/locales/vi/admin-ops.json` → `locale-vi-admin`; `…/locales/en/news.json` → `locale-en` (the site's). */
function localeChunkName(id: string) {
  const match = /locales[\\/]([a-z]+)[\\/]([a-zA-Z-]+)\.json$/.exec(id);
  if (!match?.[1] || !match[2]) return null;
  const part = localePartOf(match[2]);
  return part === 'site' ? `locale-${match[1]}` : `locale-${match[1]}-${part}`;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Through a module that makes zod jitless first (the CSP forbids eval), wherever zod loads.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/shared/lib/zod.ts', import.meta.url)) }],
  },
  // Locale files are used whole (i18n.ts): no export per top-level key.
  json: { namedExports: false },
  server: {
    port: 5173,
    // `npm run dev` runs the API on 8080; e2e/ui-catalogue.spec.ts points it at the suite's server.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080' },
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
