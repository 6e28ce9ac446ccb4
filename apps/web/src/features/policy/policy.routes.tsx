import type { RouteObject } from 'react-router';
import { PagePlaceholder } from '#shared/ui/page-placeholder.tsx';

export const policyRoutes: RouteObject[] = [
  { path: 'policy', element: <PagePlaceholder titleKey="policy.page.title" introKey="policy.page.intro" /> },
];
