import { onlineManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from '#app/providers.tsx';
import { createQueryClient } from '#app/query-client.ts';
import { createAppRouter } from '#app/router.tsx';
import { i18nReady } from '#shared/i18n/i18n.ts';
import { reportUncaughtErrors } from '#shared/lib/report-client-error.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function routerReadyOf(router: ReturnType<typeof createAppRouter>) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
/**
 * Starts the app (boot.ts imports this module once the prerendered page has painted). It renders once
 * the reader's language and the page's chunk are here, so it never shows raw keys. Over a prerendered
 * page (scripts/write-pages.mjs) it hydrates: the elements already painted stay, so nothing is painted
 * twice. Where its first render differs (a member's header, say), React renders that part anew, which
 * is expected here, not an error to report.
 */
async function start(container: HTMLElement) {
  // The app's code has just been evaluated, a long task on a slow phone: the router starts in the next.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // TanStack Query assumes online until an `offline` event: a page opened offline (the service worker's
  // shell) would fetch and retry in vain instead of waiting for the connection.
  onlineManager.setOnline(navigator.onLine);
  // Created first: the router starts loading the page's chunk while the texts arrive.
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  await Promise.allSettled([i18nReady, routerReadyOf(router)]);
  // In a transition both go in slices, so a slow phone stays responsive meanwhile.
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app, { onRecoverableError: () => {} });
    else createRoot(container).render(app);
  });
}

reportUncaughtErrors();
void start(root);
