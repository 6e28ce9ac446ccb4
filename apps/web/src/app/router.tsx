import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { authRoutes } from '#features/auth/auth.routes.tsx';
import { chatRoutes } from '#features/chat/chat.routes.tsx';
import { contactRoutes } from '#features/contact/contact.routes.tsx';
import { crsGuideRoutes, crsMemberRoutes, crsRoutes } from '#features/crs/crs.routes.tsx';
import { devUiRoutes } from '#features/dev-ui/dev-ui.routes.tsx';
import { homeRoutes } from '#features/home/home.routes.tsx';
import { newsRoutes } from '#features/news/news.routes.tsx';
import { policyRoutes } from '#features/policy/policy.routes.tsx';
import { profileRoutes, unsubscribeRoutes } from '#features/profile/profile.routes.tsx';
import { BareLayout } from './bare-layout.tsx';
import { RequireAdmin } from './require-admin.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RequireGuest } from './require-guest.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { StandardLayout } from './standard-layout.tsx';

const STAFF_ROUTE_ID = 'staff';

/** Every route of spec section 2, grouped by layout and guard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <StandardLayout />,
        children: [
          ...homeRoutes(async () => (await import('./home-sections.tsx')).homeSections),
          ...crsRoutes,
          ...newsRoutes,
          ...contactRoutes,
          ...policyRoutes,
          ...unsubscribeRoutes,
          { element: <RequireAuth />, children: [...crsMemberRoutes, ...profileRoutes] },
          // The console's routes arrive on the first visit to /admin (routerOptions).
          { id: STAFF_ROUTE_ID, element: <RequireAdmin />, children: [] },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./not-found.page.tsx')).NotFoundPage }),
          },
        ],
      },
      {
        element: <StandardLayout isContained={false} />,
        children: [...crsGuideRoutes, ...(import.meta.env.DEV ? devUiRoutes : [])],
      },
      {
        lazy: async () => ({ Component: (await import('./chat-layout.tsx')).ChatLayout }),
        children: chatRoutes,
      },
      {
        element: <BareLayout />,
        children: [...authRoutes.open, { element: <RequireGuest />, children: authRoutes.guestOnly }],
      },
    ],
  },
];

const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!/^\/admin(\/|$)/.test(path)) return;
  patch(STAFF_ROUTE_ID, (await import('#features/admin/admin.routes.tsx')).adminRoutes);
};

/**
 * React Router's route discovery: the console's route table joins the tree when a path under /admin
 * is first visited, so the table every visitor downloads holds none of the console's routes.
 */
export const routerOptions = { patchRoutesOnNavigation };

export function createAppRouter() {
  return createBrowserRouter(routes, routerOptions);
}
