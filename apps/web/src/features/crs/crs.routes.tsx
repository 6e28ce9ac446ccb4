import { Navigate, type RouteObject } from 'react-router';
import { PagePlaceholder } from '#shared/ui/page-placeholder.tsx';

/** Standard layout. The quiz, result and guide pages arrive with the CRS tool issue. */
export const crsRoutes: RouteObject[] = [
  {
    path: 'crs-tool',
    element: <PagePlaceholder titleKey="crs.landing.title" introKey="crs.landing.intro" />,
  },
  {
    path: 'crs-tool/result',
    element: <PagePlaceholder titleKey="crs.result.title" introKey="crs.result.intro" />,
  },
  // A saved result needs its id; without one there is nothing to show.
  { path: 'crs-tool/result/edit', element: <Navigate to="/crs-tool" replace /> },
];

/** Saved results: members only. */
export const crsMemberRoutes: RouteObject[] = [
  {
    path: 'crs-tool/result/:crsId',
    element: <PagePlaceholder titleKey="crs.savedResult.title" introKey="crs.savedResult.intro" />,
  },
  {
    path: 'crs-tool/result/edit/:crsId',
    element: <PagePlaceholder titleKey="crs.savedResult.editTitle" introKey="crs.savedResult.intro" />,
  },
];

/** The quiz and guide layout: no page container. */
export const crsGuideRoutes: RouteObject[] = [
  { path: 'crs-tool/quiz', element: <PagePlaceholder titleKey="crs.quiz.title" introKey="crs.quiz.intro" /> },
  {
    path: 'crs-tool/more-information',
    element: <PagePlaceholder titleKey="crs.guide.title" introKey="crs.guide.intro" />,
  },
];
