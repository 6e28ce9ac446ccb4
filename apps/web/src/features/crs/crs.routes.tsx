import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '#shared/i18n/lazy-page.ts';

/** Standard layout. */
export const crsRoutes: RouteObject[] = [
  lazyPage('crs-tool', 'crs', () => import('./crs-landing.page.tsx').then((page) => page.CrsLandingPage)),
  lazyPage('crs-tool/result', 'crs', () => import('./result.page.tsx').then((page) => page.ResultPage)),
  // A saved result needs its id; without one there is nothing to show.
  { path: 'crs-tool/result/edit', element: <Navigate to="/crs-tool" replace /> },
];

/** Saved results: members only. */
export const crsMemberRoutes: RouteObject[] = [
  lazyPage('crs-tool/result/:crsId', 'crs', () =>
    import('./saved-result.page.tsx').then((page) => page.SavedResultPage),
  ),
  lazyPage('crs-tool/result/edit/:crsId', ['crs', 'ui'], () =>
    import('./edit-result.page.tsx').then((page) => page.EditResultPage),
  ),
];

/** The quiz and guide layout: no page container. */
export const crsGuideRoutes: RouteObject[] = [
  lazyPage('crs-tool/quiz', 'crs', () => import('./quiz.page.tsx').then((page) => page.QuizPage)),
  lazyPage('crs-tool/more-information', 'crs', () =>
    import('./crs-guide.page.tsx').then((page) => page.CrsGuidePage),
  ),
];
