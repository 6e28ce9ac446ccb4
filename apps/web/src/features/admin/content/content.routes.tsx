import type { RouteObject } from 'react-router';

/**
 * What the site shows: news, slides, tags, notices. Each page is its own lazy chunk; only the editor
 * loads Tiptap.
 */
export const contentRoutes: RouteObject[] = [
  {
    path: 'news',
    lazy: async () => ({ Component: (await import('./news/admin-news-list.page.tsx')).AdminNewsListPage }),
  },
  {
    path: 'news/new',
    lazy: async () => ({ Component: (await import('./news/news-editor.page.tsx')).NewsEditorPage }),
  },
  {
    path: 'news/:id',
    lazy: async () => ({ Component: (await import('./news/news-editor.page.tsx')).NewsEditorPage }),
  },
  {
    path: 'slides',
    lazy: async () => ({ Component: (await import('./slides/slides.page.tsx')).SlidesPage }),
  },
  { path: 'tags', lazy: async () => ({ Component: (await import('./tags/tags.page.tsx')).TagsPage }) },
  {
    path: 'notices',
    lazy: async () => ({ Component: (await import('./notices/notices.page.tsx')).NoticesPage }),
  },
];
