import type { RouteObject } from 'react-router';
import { withLocalePart } from '#shared/i18n/i18n.ts';

/** Members only (the router wraps these in RequireAuth). */
export const profileRoutes: RouteObject[] = [
  {
    path: 'user-profile',
    lazy: async () => ({
      Component: (await withLocalePart(['account', 'ui'], import('./user-profile.page.tsx'))).UserProfilePage,
    }),
  },
  {
    path: 'user-profile/change-password',
    lazy: async () => ({
      Component: (await withLocalePart('account', import('./change-password.page.tsx'))).ChangePasswordPage,
    }),
  },
];
