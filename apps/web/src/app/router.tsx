import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoutes } from '#features/admin/admin.routes.tsx';
import { authRoutes } from '#features/auth/auth.routes.tsx';
import { chatRoutes } from '#features/chat/chat.routes.tsx';
import { contactRoutes } from '#features/contact/contact.routes.tsx';
import { crsGuideRoutes, crsMemberRoutes, crsRoutes } from '#features/crs/crs.routes.tsx';
import { devUiRoutes } from '#features/dev-ui/dev-ui.routes.tsx';
import { homeRoutes } from '#features/home/home.routes.tsx';
import { newsRoutes } from '#features/news/news.routes.tsx';
import { policyRoutes } from '#features/policy/policy.routes.tsx';
import { profileRoutes } from '#features/profile/profile.routes.tsx';
import { BareLayout } from './bare-layout.tsx';
import { ChatLayout } from './chat-layout.tsx';
import { RequireAdmin } from './require-admin.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RequireGuest } from './require-guest.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { StandardLayout } from './standard-layout.tsx';

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
          { element: <RequireAuth />, children: [...crsMemberRoutes, ...profileRoutes] },
          { element: <RequireAdmin />, children: adminRoutes },
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
      { element: <ChatLayout />, children: chatRoutes },
      {
        element: <BareLayout />,
        children: [...authRoutes.open, { element: <RequireGuest />, children: authRoutes.guestOnly }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
