import type { RouteObject } from 'react-router';

export const policyRoutes: RouteObject[] = [
  { path: 'policy', lazy: async () => ({ Component: (await import('./policy.page.tsx')).PolicyPage }) },
];
