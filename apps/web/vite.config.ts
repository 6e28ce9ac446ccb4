import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `…/locales/vi/admin-ops.json` → `locale-vi-admin`; `…/locales/en/news.json` → `locale-en`. */
function localeChunkName(id: string) {
  const match = /locales[\\/]([a-z]+)[\\/](admin)?[^\\/]*\.json$/.exec(id);
  return match ? ['locale', match[1], match[2]].filter(Boolean).join('-') : null;
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
    proxy: { '/api': 'http://127.0.0.1:8080' },
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
                // What every page needs in one file rather than eight: one request, one gzip dictionary.
                { name: 'initial', tags: ['$initial'] },
              ],
            },
          },
        },
      },
}));
