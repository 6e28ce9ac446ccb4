import type { RouteObject } from 'react-router';

export const contactRoutes: RouteObject[] = [
  { path: 'contact', lazy: async () => ({ Component: (await import('./contact.page.tsx')).ContactPage }) },
];
