import type { RouteObject } from 'react-router';

const placeholder = async () => ({
  Component: (await import('../section-placeholder.page.tsx')).SectionPlaceholderPage,
});

/** What the site shows: news, slides, tags. */
export const contentRoutes: RouteObject[] = [
  { path: 'news', lazy: placeholder },
  { path: 'slides', lazy: placeholder },
  { path: 'tags', lazy: placeholder },
];
