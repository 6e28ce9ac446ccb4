import { Navigate, type RouteObject } from 'react-router';
import { withLocalePart } from '#shared/i18n/i18n.ts';
import { contentRoutes } from './content/content.routes.tsx';
import { operationsRoutes } from './operations/operations.routes.tsx';

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    // Lazy: the console (and its editor) loads only for staff, and with it the console's texts.
    lazy: async () => ({
      Component: (await withLocalePart(['admin', 'ui'], import('./admin-layout.tsx'))).AdminLayout,
    }),
    children: [
      { index: true, element: <Navigate to="news" replace /> },
      ...contentRoutes,
      ...operationsRoutes,
    ],
  },
];
