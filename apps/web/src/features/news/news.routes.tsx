import type { RouteObject } from 'react-router';

export const newsRoutes: RouteObject[] = [
  { path: 'news', lazy: async () => ({ Component: (await import('./news-list.page.tsx')).NewsListPage }) },
  {
    path: 'news/:newsId',
    lazy: async () => ({ Component: (await import('./news-detail.page.tsx')).NewsDetailPage }),
  },
];
