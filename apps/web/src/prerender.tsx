import type { Language } from '@maplebridge/contracts';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '#app/providers.tsx';
import { createQueryClient } from '#app/query-client.ts';
import { routes } from '#app/router.tsx';
import { siteFooter } from '#app/site-footer-slot.tsx';
import { siteNotices } from '#app/site-notices-slot.tsx';
import { i18n, loadAllTexts } from '#shared/i18n/i18n.ts';

// The client's routes, the console's included (the browser learns those on its first visit to
// /admin): scripts/write-pages.mjs lists their paths, so the server answers 404 for others.
export { adminRoutes } from '#features/admin/admin.routes.tsx';
// The pages' titles as the app writes them (scripts/write-pages.mjs puts them in the first HTML).
export { documentTitle } from '#shared/lib/site.ts';
export { routes };

/**
 * A public page as a visitor first sees it, rendered at build time (scripts/write-pages.mjs): the
 * server sends it in index.html's #root, so the page shows before the JavaScript has arrived, and the
 * app then hydrates it (main.tsx, imported by boot.ts after the first paint). Data from the API is not there yet: its sections
 * show their loading state, as in the browser.
 */
export async function renderPage(url: string, language: Language): Promise<string> {
  // The shell's deferred parts, resolved first: the page's HTML holds them whole (app/deferred-part.tsx).
  await Promise.all([siteFooter.preload(), siteNotices.preload()]);
  await loadAllTexts(language);
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} redirects: only pages are prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers queryClient={queryClient}>
        {/* No hydration data: it would be an inline script, which the CSP forbids. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    // Every boundary inline, however large: React would otherwise move a big one to the end of the
    // page with an inline script to put it back, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  // Its queries' garbage-collection timers (five minutes) would keep the build process alive.
  queryClient.clear();
  return Buffer.concat(chunks).toString('utf8');
}
