import { Navigate, type RouteObject } from 'react-router';
import { withLocalePart } from '#shared/i18n/i18n.ts';

/** Standard layout. */
export const crsRoutes: RouteObject[] = [
  {
    path: 'crs-tool',
    lazy: async () => ({
      Component: (await withLocalePart('crs', import('./crs-landing.page.tsx'))).CrsLandingPage,
    }),
  },
  {
    path: 'crs-tool/result',
    lazy: async () => ({ Component: (await withLocalePart('crs', import('./result.page.tsx'))).ResultPage }),
  },
  // A saved result needs its id; without one there is nothing to show.
  { path: 'crs-tool/result/edit', element: <Navigate to="/crs-tool" replace /> },
];

/** Saved results: members only. */
export const crsMemberRoutes: RouteObject[] = [
  {
    path: 'crs-tool/result/:crsId',
    lazy: async () => ({
      Component: (await withLocalePart('crs', import('./saved-result.page.tsx'))).SavedResultPage,
    }),
  },
  {
    path: 'crs-tool/result/edit/:crsId',
    lazy: async () => ({
      Component: (await withLocalePart(['crs', 'ui'], import('./edit-result.page.tsx'))).EditResultPage,
    }),
  },
];

/** The quiz and guide layout: no page container. */
export const crsGuideRoutes: RouteObject[] = [
  {
    path: 'crs-tool/quiz',
    lazy: async () => ({
      Component: (await withLocalePart('crs', import('./quiz.page.tsx'))).QuizPage,
    }),
  },
  {
    path: 'crs-tool/more-information',
    lazy: async () => ({
      Component: (await withLocalePart('crs', import('./crs-guide.page.tsx'))).CrsGuidePage,
    }),
  },
];
