import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '#shared/i18n/lazy-page.ts';

/** Standard layout. */
export const crsRoutes: RouteObject[] = [
  lazyPage('crs-tool', 'crs', () => import('./crs-landing.page.tsx').then((page) => page.CrsLandingPage)),
  lazyPage('crs-tool/result', 'crs', () => import('./result.page.tsx').then((page) => page.ResultPage)),
  lazyPage('crs-tool/draws', ['crs', 'ui'], () =>
    import('./rounds/rounds.page.tsx').then((page) => page.RoundsPage),
  ),
  // A saved result needs its id; without one there is nothing to show.
  { path: 'crs-tool/result/edit', element: <Navigate to="/crs-tool" replace /> },
  // A result a member shared: anyone with the link reads it (issue 23).
  lazyPage('crs-tool/shared/:token', ['crs', 'results', 'ui'], () =>
    import('./shared-result.page.tsx').then((page) => page.SharedResultPage),
  ),
];

/** Saved results: members only. */
export const crsMemberRoutes: RouteObject[] = [
  // The kit's texts too: its dialogs (name, delete, stop sharing) and the site notices.
  lazyPage('crs-tool/result/:crsId', ['crs', 'results', 'ui'], () =>
    import('./saved-result.page.tsx').then((page) => page.SavedResultPage),
  ),
  lazyPage('crs-tool/compare', ['crs', 'results'], () =>
    import('./compare.page.tsx').then((page) => page.ComparePage),
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
