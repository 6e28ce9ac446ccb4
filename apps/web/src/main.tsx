import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from '#app/providers.tsx';
import { createQueryClient } from '#app/query-client.ts';
import { createAppRouter } from '#app/router.tsx';
import { i18nReady } from '#shared/i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Created first: the router starts loading the page's chunk while the texts arrive.
const router = createAppRouter();
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});
// The app renders once the reader's language and the page's chunk are here, so it never shows raw
// keys, and the page the server sent (prerendered, scripts/write-pages.mjs) stays until it is replaced.
// A transition renders in slices, so a slow phone stays responsive while the page is replaced.
void Promise.allSettled([i18nReady, routerReady]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
);
