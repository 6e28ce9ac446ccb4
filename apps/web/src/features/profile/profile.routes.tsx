import { Outlet, type RouteObject } from 'react-router';
import { PagePlaceholder } from '#shared/ui/page-placeholder.tsx';

/** Members only (the router wraps these in RequireAuth). */
export const profileRoutes: RouteObject[] = [
  {
    path: 'user-profile',
    element: <Outlet />,
    children: [
      {
        index: true,
        element: <PagePlaceholder titleKey="profile.page.title" introKey="profile.page.intro" />,
      },
      {
        path: 'change-password',
        element: (
          <PagePlaceholder titleKey="profile.changePassword.title" introKey="profile.changePassword.intro" />
        ),
      },
    ],
  },
];
