import type { RouteObject } from 'react-router';
import { withLocalePart } from '#shared/i18n/i18n.ts';

/**
 * `/dev/ui`, the kit's catalogue. The router lists these only in `vite` dev builds
 * (`import.meta.env.DEV`), so a production build has neither the route nor the page's chunk.
 */
export const devUiRoutes: RouteObject[] = [
  {
    path: 'dev/ui',
    lazy: async () => ({
      Component: (await withLocalePart('ui', import('./ui-catalogue.page.tsx'))).UiCataloguePage,
    }),
  },
];
