import type { RouteObject } from 'react-router';
import type { HomeSections } from './home.page.tsx';

// Lazy like every page: the first paint waits for the texts anyway (main.tsx), and this chunk loads
// meanwhile. The app passes in the sections other features own (features do not import each other).
export const homeRoutes = (loadSections: () => Promise<HomeSections>): RouteObject[] => [
  {
    index: true,
    lazy: async () => {
      const [{ HomePage }, sections] = await Promise.all([import('./home.page.tsx'), loadSections()]);
      return { element: <HomePage {...sections} /> };
    },
  },
];
