import type { RouteObject } from 'react-router';
import { HomePage, type HomeSections } from './home.page.tsx';

// Eager: the landing page must paint without waiting for a second chunk. The app passes in the
// sections other features own (features do not import each other).
export const homeRoutes = (sections: HomeSections): RouteObject[] => [
  { index: true, element: <HomePage {...sections} /> },
];
