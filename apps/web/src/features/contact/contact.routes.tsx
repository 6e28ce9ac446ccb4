import type { RouteObject } from 'react-router';
import { PagePlaceholder } from '#shared/ui/page-placeholder.tsx';

export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    element: <PagePlaceholder titleKey="contact.page.title" introKey="contact.page.intro" />,
  },
];
