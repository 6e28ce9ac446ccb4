import type { RouteObject } from 'react-router';
import { lazyPage } from '#shared/i18n/lazy-page.ts';

/** Members only (the router wraps these in RequireAuth). */
export const profileRoutes: RouteObject[] = [
  lazyPage('user-profile', ['account', 'ui'], () =>
    import('./user-profile.page.tsx').then((page) => page.UserProfilePage),
  ),
  lazyPage('user-profile/change-password', 'account', () =>
    import('./change-password.page.tsx').then((page) => page.ChangePasswordPage),
  ),
];
