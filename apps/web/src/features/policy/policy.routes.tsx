import type { RouteObject } from 'react-router';
import { withLocalePart } from '#shared/i18n/i18n.ts';

export const policyRoutes: RouteObject[] = [
  {
    path: 'policy',
    lazy: async () => ({
      Component: (await withLocalePart('policy', import('./policy.page.tsx'))).PolicyPage,
    }),
  },
];
