import type { RouteObject } from 'react-router';
import { lazyPage } from '#shared/i18n/lazy-page.ts';

export const contactRoutes: RouteObject[] = [
  lazyPage('contact', ['contact', 'ui'], () => import('./contact.page.tsx').then((page) => page.ContactPage)),
];
