import type { RouteObject } from 'react-router';
import { HomePage } from './home.page.tsx';

// Eager: the landing page must paint without waiting for a second chunk.
export const homeRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];
