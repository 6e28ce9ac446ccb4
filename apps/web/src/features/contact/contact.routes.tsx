import type { RouteObject } from 'react-router';
import { withLocalePart } from '#shared/i18n/i18n.ts';

export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    lazy: async () => ({
      Component: (await withLocalePart(['contact', 'ui'], import('./contact.page.tsx'))).ContactPage,
    }),
  },
];
