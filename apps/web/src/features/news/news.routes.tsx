import type { RouteObject } from 'react-router';
import { PagePlaceholder } from '#shared/ui/page-placeholder.tsx';

export const newsRoutes: RouteObject[] = [
  { path: 'news', element: <PagePlaceholder titleKey="news.list.title" introKey="news.list.intro" /> },
  {
    path: 'news/:newsId',
    element: <PagePlaceholder titleKey="news.detail.title" introKey="news.detail.intro" />,
  },
];
