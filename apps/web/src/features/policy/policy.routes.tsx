import type { RouteObject } from 'react-router';
import { lazyPage } from '#shared/i18n/lazy-page.ts';

export const policyRoutes: RouteObject[] = [
  lazyPage('policy', 'policy', () => import('./policy.page.tsx').then((page) => page.PolicyPage)),
];
