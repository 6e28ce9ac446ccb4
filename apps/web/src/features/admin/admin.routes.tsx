import { Navigate, type RouteObject } from 'react-router';
import { ADMIN_SECTIONS } from './admin-sections.ts';

// Lazy: the console (and its editor) loads only for staff.
const placeholder = async () => ({
  Component: (await import('./section-placeholder.page.tsx')).SectionPlaceholderPage,
});

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./admin-layout.tsx')).AdminLayout }),
    children: [
      { index: true, element: <Navigate to="news" replace /> },
      ...ADMIN_SECTIONS.map(({ path }) => ({ path, lazy: placeholder })),
    ],
  },
];
