import { Navigate, type RouteObject } from 'react-router';
import { contentRoutes } from './content/content.routes.tsx';
import { operationsRoutes } from './operations/operations.routes.tsx';

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    // Lazy: the console (and its editor) loads only for staff.
    lazy: async () => ({ Component: (await import('./admin-layout.tsx')).AdminLayout }),
    children: [
      { index: true, element: <Navigate to="news" replace /> },
      ...contentRoutes,
      ...operationsRoutes,
    ],
  },
];
