import './index.css';
import { preloadPageChunks } from '#app/preload-page-chunks.ts';
import { afterFirstPaint } from '#shared/lib/after-first-paint.ts';

// The entry is this small module: the prerendered page paints before anything else is fetched or
// evaluated, then the app (the `app` chunk, vite.config.ts) starts. ADR 016.
void afterFirstPaint()
  .then(() => {
    preloadPageChunks();
    return import('./main.tsx');
  })
  // Once the app runs, the service worker that makes it work offline (a build only: the dev server has none).
  .then(() => (import.meta.env.PROD ? import('#app/pwa-register.ts') : null))
  .then((pwa) => pwa?.registerServiceWorker());
