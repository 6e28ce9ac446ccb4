import { Navigate, type RouteObject } from 'react-router';
import { PagePlaceholder } from '#shared/ui/page-placeholder.tsx';

/** Standard layout. */
export const crsRoutes: RouteObject[] = [
  {
    path: 'crs-tool',
    element: <PagePlaceholder titleKey="crs.landing.title" introKey="crs.landing.intro" />,
  },
  {
    path: 'crs-tool/result',
    lazy: async () => ({ Component: (await import('./result.page.tsx')).ResultPage }),
  },
  // A saved result needs its id; without one there is nothing to show.
  { path: 'crs-tool/result/edit', element: <Navigate to="/crs-tool" replace /> },
];

/** Saved results: members only. */
export const crsMemberRoutes: RouteObject[] = [
  {
    path: 'crs-tool/result/:crsId',
    lazy: async () => ({ Component: (await import('./saved-result.page.tsx')).SavedResultPage }),
  },
  {
    path: 'crs-tool/result/edit/:crsId',
    lazy: async () => ({ Component: (await import('./edit-result.page.tsx')).EditResultPage }),
  },
];

/** The quiz and guide layout: no page container. */
export const crsGuideRoutes: RouteObject[] = [
  { path: 'crs-tool/quiz', lazy: async () => ({ Component: (await import('./quiz.page.tsx')).QuizPage }) },
  {
    path: 'crs-tool/more-information',
    element: <PagePlaceholder titleKey="crs.guide.title" introKey="crs.guide.intro" />,
  },
];
