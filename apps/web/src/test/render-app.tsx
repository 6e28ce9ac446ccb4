import { LANGUAGES } from '@maplebridge/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '#app/providers.tsx';
import { createQueryClient } from '#app/query-client.ts';
import { routerOptions, routes } from '#app/router.tsx';
import { loadAllTexts } from '#shared/i18n/i18n.ts';

// The app renders once its texts have arrived (main.tsx); here both languages are in before any test.
await Promise.all(LANGUAGES.map(loadAllTexts));

/** The whole app at `path` (with a history state if given), in memory, with the real routes, providers and texts. */
export function renderApp(path: string | { pathname: string; state?: unknown } = '/') {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
